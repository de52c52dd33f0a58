import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { assertChromium, assertLoopbackOrigin, chromiumFlags, chromiumPath, median } from '../lib/browser.ts';
import { SkipSection, type Check, type Section, type Table } from '../lib/section.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const SHORT: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best pr.', seo: 'SEO' };

/** Targets of issue 4, Lighthouse mobile (default config), scores 0–100. */
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Each page is measured RUNS times (median); one run of a page is not enough to tell 98 from 100. */
const HOME = '/';
const RUNS = lighthouseRuns(process.env.BENCH_LIGHTHOUSE_RUNS);

function lighthouseRuns(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 5;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_LIGHTHOUSE_RUNS must be a whole number ≥ 1, not "${raw}"`);
  return runs;
}
const OTHER_PAGES = ['/notice', '/viewgrievance'];
/** Audits whose items are printed, at most this many items each (all of them go to the JSON). */
const ITEMS_PRINTED = 8;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** One line per details item: element, resource, bytes or ms. */
  items: string[];
}

export interface PageRun {
  scores: Record<Category, number>;
  metrics: Record<string, { value: number; display: string; score: number | null }>;
  benchmarkIndex: number | undefined;
  warnings: string[];
  failing: FailingAudit[];
  seconds: number;
  /** The machine's one-minute load average when the run started (scores drop under load). */
  load: number;
}

const LAUNCH_FLAGS = ['--headless=new', ...chromiumFlags];

/** One Lighthouse run in a fresh Chromium (its own profile directory, so nothing is cached). */
async function runOnce(url: string): Promise<{ lhr: Result; run: PageRun }> {
  const started = performance.now();
  const load = Math.round(os.loadavg()[0]! * 100) / 100;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: LAUNCH_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  // The bench's own SIGINT/SIGTERM handling ends in process.exit: make sure no browser outlives it.
  const killOnExit = () => {
    try {
      chrome.process.kill('SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Only feeds the report's element thumbnails; it costs seconds per run and changes no score.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse runtime error on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const run = summarise(lhr, (performance.now() - started) / 1000, load);
    // The report names only the issue type; the artifact has the blocked URL, directive and source line.
    const audit = run.failing.find((f) => f.id === 'inspector-issues');
    if (audit) {
      const counted = ((lhr.audits['inspector-issues']?.details as { items?: Array<{ issueType?: string }> } | undefined)?.items ?? []).map(
        (i) => squash(String(i.issueType)),
      );
      const issues = describeIssues(result.artifacts.InspectorIssues, counted);
      if (issues.length) audit.items = issues;
    }
    return { lhr, run };
  } finally {
    chrome.kill();
    process.removeListener('exit', killOnExit);
  }
}

function summarise(lhr: Result, seconds: number, load: number): PageRun {
  const scores = {} as Record<Category, number>;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    const c = lhr.categories[category];
    if (!c || c.score === null) throw new Error(`Lighthouse gave no ${category} score (an audit errored?)`);
    scores[category] = Math.round(c.score * 100);
    for (const ref of c.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.group === 'hidden') continue;
      if (category === 'performance' && ref.group === 'metrics') continue; // printed as metrics
      if (audit.scoreDisplayMode === 'error') {
        failing.push({ category, id: audit.id, title: audit.title, score: null, items: [`audit error: ${audit.errorMessage ?? '?'}`] });
        continue;
      }
      if (audit.score === null || !['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      // Lighthouse itself shows performance audits below 0.9 as failing; the other categories are pass/fail.
      const threshold = category === 'performance' ? 0.9 : 1;
      if (audit.score >= threshold) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        items: describeItems(audit.details),
      });
    }
  }
  const metrics: PageRun['metrics'] = {};
  for (const id of METRICS) {
    const audit = lhr.audits[id];
    if (audit)
      metrics[id] = { value: Math.round((audit.numericValue ?? NaN) * 1000) / 1000, display: audit.displayValue ?? '', score: audit.score };
  }
  return {
    scores,
    metrics,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
    failing,
    seconds: Math.round(seconds * 10) / 10,
    load,
  };
}

/** One readable line per item of an audit's details table: the element, the resource, the cost. */
/** A value of Lighthouse's JSON as text: strings as they are, anything else as JSON. */
const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function describeItems(details: unknown): string[] {
  const d = details as { type?: string; items?: Array<Record<string, unknown>> } | undefined;
  if (!d || !Array.isArray(d.items)) return [];
  const lines: string[] = [];
  for (const item of d.items) {
    // A list of tables (e.g. the LCP element, then its phases): one line per nested item.
    if (item.type === 'table' || item.type === 'list') {
      lines.push(...describeItems(item));
      continue;
    }
    const parts: string[] = [];
    for (const [key, value] of Object.entries(item)) {
      if (value === null || value === undefined || key === 'subItems' || key === 'entity') continue;
      if (typeof value === 'object') {
        const v = value as Record<string, unknown>;
        if (v.type === 'node') {
          const label = [
            v.selector,
            v.nodeLabel && v.nodeLabel !== v.selector ? `"${text(v.nodeLabel).slice(0, 60)}"` : '',
            v.snippet ? text(v.snippet).slice(0, 160) : '',
          ]
            .filter(Boolean)
            .join(' ');
          parts.push(`${key === 'node' ? '' : `${key}: `}${label}`);
          if (typeof v.explanation === 'string') parts.push(v.explanation.replace(/\s+/g, ' ').slice(0, 300));
        } else if (v.type === 'source-location') {
          parts.push(`${key}: ${shortUrl(String(v.url))}:${Number(v.line) + 1}:${Number(v.column) + 1}`);
        } else if (v.type === 'url' || v.type === 'code' || v.type === 'text') {
          parts.push(`${key}: ${String(v.value).slice(0, 160)}`);
        } else if (v.type === 'link') {
          parts.push(`${key}: ${String(v.text)} ${String(v.url)}`);
        } else if (v.type === 'table' || v.type === 'list') {
          parts.push(`${key}: ${describeItems(v).slice(0, 3).join(' | ')}`);
        }
      } else if (key === 'url' || key === 'source') {
        parts.push(shortUrl(text(value)));
      } else if (typeof value === 'number') {
        if (/bytes|size/i.test(key)) parts.push(`${key} ${(value / 1024).toFixed(1)} KB`);
        else if (/ms|time|duration/i.test(key)) parts.push(`${key} ${Math.round(value)} ms`);
        else parts.push(`${key} ${Math.round(value * 1000) / 1000}`);
      } else {
        parts.push(`${key}: ${text(value).replace(/\s+/g, ' ').slice(0, 200)}`);
      }
    }
    const subItems = (item.subItems as { items?: unknown[] } | undefined)?.items;
    if (subItems?.length) parts.push(`(+${subItems.length} sub-items: ${describeItems(item.subItems).slice(0, 3).join(' | ')})`);
    if (parts.length) lines.push(parts.join('; '));
  }
  return lines;
}

/** One line per DevTools issue Lighthouse collected (CSP violations, deprecations, cookies…). */
function describeIssues(artifact: unknown, counted: string[]): string[] {
  if (!artifact || typeof artifact !== 'object') return [];
  const lines: string[] = [];
  for (const [type, list] of Object.entries(artifact as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    // The audit fails on some issue types only (its table names them); the others are listed as context.
    const note = counted.includes(squash(type.replace(/Issue$/, ''))) ? '' : ' (not counted by the audit)';
    for (const issue of list as Array<Record<string, unknown>>) {
      const text = JSON.stringify(issue, (key, value: unknown) => {
        if (key === 'frameId' || key === 'requestId' || key === 'scriptId') return undefined;
        return typeof value === 'string' ? shortUrl(value) : value;
      });
      lines.push(`${type}${note}: ${text.slice(0, 400)}`);
    }
  }
  return lines;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

let origin = '';
function shortUrl(url: string): string {
  return origin && url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

/** The run whose performance score is the median (ties broken by LCP), as Lighthouse's own median run does by metrics. */
function medianRun<T extends { run: PageRun }>(runs: T[]): T {
  const sorted = [...runs].sort(
    (a, b) =>
      a.run.scores.performance - b.run.scores.performance ||
      (b.run.metrics['largest-contentful-paint']?.value ?? 0) - (a.run.metrics['largest-contentful-paint']?.value ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function failingTable(title: string, failing: FailingAudit[]): Table[] {
  if (!failing.length) return [];
  return [
    {
      head: [title, 'category', 'score', 'value'],
      rows: failing.map((f) => [
        `${f.id}: ${f.title}`,
        SHORT[f.category],
        f.score === null ? 'error' : f.score.toFixed(2),
        f.displayValue ?? '',
      ]),
    },
  ];
}

function printFailing(page: string, failing: FailingAudit[]) {
  for (const f of failing) {
    console.log(
      `    [${SHORT[f.category]}] ${f.id} — ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}, score ${f.score ?? 'error'} on ${page}`,
    );
    for (const line of f.items.slice(0, ITEMS_PRINTED)) console.log(`        - ${line}`);
    if (f.items.length > ITEMS_PRINTED) console.log(`        … and ${f.items.length - ITEMS_PRINTED} more (in the JSON)`);
  }
}

/** A page's RUNS runs: the median score per category and the median run (whose report is written out). */
interface PageRuns {
  page: string;
  runs: Array<{ lhr: Result; run: PageRun }>;
  medians: Record<Category, number>;
  medianRun: { lhr: Result; run: PageRun };
}

const reportName = (page: string) => (page === HOME ? 'lighthouse-home.json' : `lighthouse${page.replace(/\//g, '-')}.json`);

/**
 * Lighthouse 12.8 (default config: mobile, simulated slow 4G and 4× CPU slowdown) on the home page, /notice and
 * /viewgrievance, each RUNS times (median per category), in Debian's headless Chromium. The pages take turns (/,
 * /notice, /viewgrievance, then again), so that a spell of load on the machine falls on all of them alike.
 */
export const lighthouseSection: Section = {
  name: 'lighthouse',
  title: `Lighthouse mobile (default config): ${[HOME, ...OTHER_PAGES].join(', ')}, median of ${RUNS} each`,
  async run(ctx) {
    const portal = await ctx.portal();
    if (portal.mode !== 'full') throw new SkipSection('the web build is missing (API-only portal): no pages to audit');
    assertLoopbackOrigin(portal.origin);
    assertChromium();
    origin = portal.origin;
    const resultsDir = path.join(import.meta.dirname, '..', 'results');
    fs.mkdirSync(resultsDir, { recursive: true });

    const pages = [HOME, ...OTHER_PAGES];
    const runsOf = new Map<string, Array<{ lhr: Result; run: PageRun }>>(pages.map((p) => [p, []]));
    for (let i = 1; i <= RUNS; i++) {
      for (const page of pages) {
        const r = await runOnce(`${portal.origin}${page}`);
        runsOf.get(page)!.push(r);
        const s = r.run.scores;
        const m = (id: string) => r.run.metrics[id]?.display;
        console.log(
          `  ${page} run ${i}/${RUNS} (load ${r.run.load}): perf ${s.performance}, a11y ${s.accessibility}, best practices ${s['best-practices']}, SEO ${s.seo}; ` +
            `FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, SI ${m('speed-index')}, TBT ${m('total-blocking-time')}, ` +
            `CLS ${m('cumulative-layout-shift')}, benchmarkIndex ${r.run.benchmarkIndex}; ${r.run.seconds} s`,
        );
      }
    }
    const results: PageRuns[] = pages.map((page) => {
      const runs = runsOf.get(page)!;
      const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.run.scores[c]))])) as Record<Category, number>;
      const chosen = medianRun(runs);
      fs.writeFileSync(path.join(resultsDir, reportName(page)), JSON.stringify(chosen.lhr));
      return { page, runs, medians, medianRun: chosen };
    });

    const warnings = [...new Set(results.flatMap((p) => p.runs.flatMap((r) => r.run.warnings)))];
    for (const w of warnings) console.log(`  Lighthouse warning: ${w.replace(/\s+/g, ' ')}`);
    for (const p of results) {
      console.log(`  Failing audits (categories under 100; performance audits under 0.9) on ${p.page}, median run:`);
      printFailing(p.page, p.medianRun.run.failing);
    }

    const scoreRow = (label: string, s: Record<Category, number>) => [label, ...CATEGORIES.map((c) => String(s[c]))];
    const tables: Table[] = [
      {
        head: ['score (0–100)', ...CATEGORIES],
        rows: [
          ...results.flatMap((p) => [
            scoreRow(`${p.page} median of ${RUNS}`, p.medians),
            ...p.runs.map((r, i) => scoreRow(`  ${p.page} run ${i + 1}${r === p.medianRun ? ' (median run)' : ''}`, r.run.scores)),
          ]),
          ['target', ...CATEGORIES.map((c) => `≥ ${TARGETS[c]}`)],
        ],
      },
      ...results.map((p) => ({
        head: [`${p.page} metric (median run)`, 'value', 'score'],
        rows: METRICS.map((id) => [id, p.medianRun.run.metrics[id]?.display ?? '', String(p.medianRun.run.metrics[id]?.score ?? '')]),
      })),
      ...results.flatMap((p) => failingTable(`failing on ${p.page} (median run)`, p.medianRun.run.failing)),
    ];
    const home = results[0]!;
    const checks: Check[] = CATEGORIES.map((c) => ({
      name: `Lighthouse ${c} ${HOME} (median of ${RUNS})`,
      target: `≥ ${TARGETS[c]}`,
      actual: String(home.medians[c]),
      met: home.medians[c] >= TARGETS[c],
    }));
    const detail = (p: PageRuns) => ({
      path: p.page,
      runs: RUNS,
      median: p.medians,
      medianRunIndex: p.runs.indexOf(p.medianRun),
      runsDetail: p.runs.map((r) => r.run),
    });
    return {
      tables,
      checks,
      data: {
        lighthouse: home.runs[0]!.lhr.lighthouseVersion,
        userAgent: home.runs[0]!.lhr.environment?.hostUserAgent,
        config: 'default (mobile, simulated throttling)',
        targets: TARGETS,
        home: detail(home),
        pages: Object.fromEntries(results.slice(1).map((p) => [p.page, detail(p)])),
        fullReports: results.map((p) => reportName(p.page)),
      },
    };
  },
};
