import { asc } from 'drizzle-orm';
import { DESIGNATIONS, DESIGNATION_GROUPS, bi, wardQueryKind, type Bilingual, type SearchHit } from '@nagar/contract';
import type { Services } from '../services.ts';
import { localities, wards } from '../db/schema.ts';
import { findMyWard } from '../localities/find-my-ward.ts';
import { todayInIndia } from '../resources/validity.ts';
import { SEARCH_MAX_HITS, searchContent, searchQuery } from './search.ts';

/** The most hits of each directory kind a search answers (people, places), before the content hits. */
const DIRECTORY_MAX = 8;

/**
 * Pages a citizen looks for by what they do rather than by a title: each is found when a word of the query begins
 * one of its words (three letters at least: "phone" finds Contact Us, "ward officer" finds Find my ward).
 */
const PAGES: Array<{ path: string; title: Bilingual; summary: Bilingual; words: string[] }> = [
  {
    path: '/findmyward',
    title: bi('Find my ward', 'अपना वार्ड खोजें'),
    summary: bi(
      'The ward of a locality, landmark or pincode, its Ward Parshad and officers, with phone numbers.',
      'किसी मोहल्ले, स्थान या पिन कोड का वार्ड, उसके वार्ड पार्षद और अधिकारी, फ़ोन नंबर सहित।',
    ),
    words: ['ward', 'locality', 'colony', 'mohalla', 'pincode', 'parshad', 'councillor', 'officer', 'phone', 'member'],
  },
  {
    path: '/contactus',
    title: bi('Contact Us', 'संपर्क करें'),
    summary: bi(
      "The council office's address, phone numbers and e-mail, and a form to write to the council.",
      'नगर परिषद कार्यालय का पता, फ़ोन नंबर और ई-मेल, और परिषद को लिखने का फ़ॉर्म।',
    ),
    words: ['contact', 'phone', 'telephone', 'address', 'email', 'office', 'helpline', 'number'],
  },
  {
    path: '/employeelist',
    title: bi('Employee List', 'कर्मचारी सूची'),
    summary: bi("The council's officers and staff with their phone numbers.", 'परिषद के अधिकारी और कर्मचारी, फ़ोन नंबर सहित।'),
    words: ['employee', 'officer', 'staff', 'engineer', 'inspector'],
  },
];
const PAGE_WORDS_HI: Record<string, string[]> = {
  '/findmyward': ['वार्ड', 'मोहल्ला', 'कॉलोनी', 'पिन', 'पार्षद', 'अधिकारी', 'फ़ोन', 'फोन'],
  '/contactus': ['संपर्क', 'फ़ोन', 'फोन', 'पता', 'ईमेल', 'कार्यालय', 'हेल्पलाइन'],
  '/employeelist': ['कर्मचारी', 'अधिकारी'],
};

/** The public page that lists an official of a designation. */
function officialPage(designation: string): string {
  for (const [page, list] of Object.entries(DESIGNATION_GROUPS)) {
    if (page === 'home' || page === 'about') continue;
    if ((list as readonly string[]).includes(designation)) return `/${page}`;
  }
  return (DESIGNATION_GROUPS.about as readonly string[]).includes(designation) ? '/about' : '/';
}

const lower = (s: string) => s.normalize('NFC').toLowerCase();
const wordsOf = (q: string) =>
  lower(q)
    .split(/[\s,.;:/()-]+/)
    .filter(Boolean);

/** Official hits: every word of the query in the official's name, designation, post or ward (either language). */
async function officialHits(services: Services, words: string[]): Promise<SearchHit[]> {
  const service = services.resource('official');
  const [people, wardRows] = await Promise.all([
    service.listPublicJson({}).then((p) => p.items),
    services.cache.get('search:wards', () => services.db.select().from(wards).orderBy(asc(wards.id))),
  ]);
  const wardOf = new Map(wardRows.map((w) => [w.id, w]));
  const label = new Map(DESIGNATIONS.map((d) => [d.value, d.label]));
  const hits: SearchHit[] = [];
  for (const p of people) {
    const s = (v: unknown) => (typeof v === 'string' ? v : '');
    const designation = s(p.designation);
    const ward = typeof p.wardId === 'number' ? wardOf.get(p.wardId) : undefined;
    const d = label.get(designation) ?? bi(designation, designation);
    const haystack = lower([p.name, p.nameHi, d.en, d.hi, p.postRemarks, p.postRemarksHi, ward?.name, ward?.nameHi].map(s).join(' '));
    if (!words.every((w) => haystack.includes(w))) continue;
    const phones = [s(p.mobileNumber), s(p.landLineNumber)].filter(Boolean).join(', ');
    const line = (lang: 'en' | 'hi') =>
      [lang === 'en' ? d.en : d.hi, s(lang === 'en' ? p.postRemarks : p.postRemarksHi) || s(p.postRemarks), phones]
        .filter(Boolean)
        .join(' · ');
    hits.push({
      resource: 'official',
      id: p.id,
      title: s(p.name),
      titleHi: s(p.nameHi),
      snippet: line('en'),
      snippetHi: s(p.nameHi) ? line('hi') : '',
      date: null,
      url: officialPage(designation),
    });
    if (hits.length >= DIRECTORY_MAX) break;
  }
  return hits;
}

/** Ward and locality hits, each leading to Find my ward with the query that finds it. */
async function placeHits(services: Services, q: string): Promise<SearchHit[]> {
  const kind = wardQueryKind(q);
  if (kind.kind !== 'text') {
    const lookup = await findMyWard(services, q);
    return lookup.wards.map((w) => ({
      resource: 'ward',
      id: w.id,
      title: w.name,
      titleHi: w.nameHi,
      snippet: w.members.length
        ? `Ward Parshad: ${w.members.map((m) => [m.name, m.mobileNumber].filter(Boolean).join(' ')).join(', ')}`
        : '',
      snippetHi: w.members.length
        ? `वार्ड पार्षद: ${w.members.map((m) => [m.nameHi || m.name, m.mobileNumber].filter(Boolean).join(' ')).join(', ')}`
        : '',
      date: null,
      url: `/findmyward?q=${encodeURIComponent(q)}`,
    }));
  }
  const [places, wardRows] = await Promise.all([
    services.cache.get('search:localities', () => services.db.select().from(localities).orderBy(asc(localities.name))),
    services.cache.get('search:wards', () => services.db.select().from(wards).orderBy(asc(wards.id))),
  ]);
  const ql = lower(q);
  const wardOf = new Map(wardRows.map((w) => [w.id, w]));
  const hits: SearchHit[] = [];
  for (const w of wardRows) {
    if (!lower(w.name).includes(ql) && !lower(w.nameHi).includes(ql)) continue;
    hits.push({
      resource: 'ward',
      id: w.id,
      title: w.name,
      titleHi: w.nameHi,
      snippet: '',
      snippetHi: '',
      date: null,
      url: `/findmyward?q=${encodeURIComponent(w.name)}`,
    });
  }
  for (const l of places) {
    if (hits.length >= DIRECTORY_MAX) break;
    if (!lower(l.name).includes(ql) && !lower(l.nameHi).includes(ql)) continue;
    const ward = wardOf.get(l.wardId);
    hits.push({
      resource: 'locality',
      id: l.id,
      title: l.name,
      titleHi: l.nameHi,
      snippet: [ward?.name, l.pincode].filter(Boolean).join(' · '),
      snippetHi: [ward?.nameHi || ward?.name, l.pincode].filter(Boolean).join(' · '),
      date: null,
      url: `/findmyward?q=${encodeURIComponent(l.name)}`,
    });
  }
  return hits.slice(0, DIRECTORY_MAX);
}

/** The pages whose words a word of the query begins (or whose title holds the query). */
function pageHits(q: string, words: string[]): SearchHit[] {
  const ql = lower(q);
  return PAGES.filter((p) => {
    const own = [...p.words, ...(PAGE_WORDS_HI[p.path] ?? [])];
    return (
      lower(p.title.en).includes(ql) ||
      p.title.hi.includes(q) ||
      // A word begins one of the page's words, or is its plural ('officers', 'phones').
      words.some((w) => [...w].length >= 3 && own.some((k) => k.startsWith(w) || w === `${k}s` || w === `${k}es`))
    );
  }).map((p, i) => ({
    resource: 'page',
    id: i + 1,
    title: p.title.en,
    titleHi: p.title.hi,
    snippet: p.summary.en,
    snippetHi: p.summary.hi,
    date: null,
    url: p.path,
  }));
}

/**
 * The site search (issue 27): wards and localities (to Find my ward), the pages a citizen looks for by what they do
 * (Find my ward, Contact Us), officials by name, designation, post or ward, then the content search's hits
 * (notices, tenders, services, ...); at most SEARCH_MAX_HITS in all. The same for every visitor: kept in the public
 * cache by the query as searched and the day (an item's validity ends at a day's start) until the next write, as
 * the public lists are (issue 31).
 */
export function searchSite(services: Services, query: string): Promise<SearchHit[]> {
  const q = searchQuery(query);
  if (!q) return Promise.resolve([]);
  return services.cache.get(`search:hits:${todayInIndia()}:${q}`, async () => {
    const words = wordsOf(q);
    const [places, people, content] = await Promise.all([
      placeHits(services, q),
      officialHits(services, words),
      searchContent(services, q),
    ]);
    return [...places, ...pageHits(q, words), ...people, ...content].slice(0, SEARCH_MAX_HITS);
  });
}
