import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { complaintFieldTexts, messagesEn, messagesHi } from '@nagar/contract';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { pageTexts } from './pages/index.ts';
import { pendingTexts, resourceTexts } from './resource-texts.ts';
import { LANGS, registerCatalogue, type Lang } from './index.ts';

/**
 * The public catalogue of one language: the shared UI texts, the shared public page texts, the contract's
 * messages and the public texts of every content type. The server holds both languages; a browser gets
 * only its page's language, as JSON from /i18n/<lang> (routes/i18n.ts), before React hydrates the page.
 * Back-office texts (i18n/admin.ts, all resource texts) and single pages' texts travel with their routes.
 */
export function buildCatalogue(lang: Lang): Record<string, unknown> {
  const base = lang === 'hi' ? hi : en;
  const pages = Object.fromEntries(Object.entries(pageTexts).map(([key, texts]) => [key, texts[lang]]));
  return {
    ...base,
    ...pages,
    msg: lang === 'hi' ? messagesHi : messagesEn,
    // The complaint's fields on its forms and pages, from its definition (COMPLAINT_FIELDS).
    complaintField: complaintFieldTexts(lang),
    res: resourceTexts(lang, true),
    pending: pendingTexts(lang),
  };
}

type Bytes = Uint8Array<ArrayBuffer>;
type Asset = { json: string; version: string; href: string; bytes: Record<'br' | 'gzip' | 'identity', Bytes> };
const assets = new Map<Lang, Asset>();

/** The catalogue as the browser gets it: its JSON, and a URL that is safe to cache for a year. */
export function catalogueAsset(lang: Lang): Asset {
  let asset = assets.get(lang);
  if (!asset) {
    const json = JSON.stringify(buildCatalogue(lang));
    // A short version for the URL that changes whenever a text does.
    const version = crypto.createHash('sha256').update(json).digest('base64url').slice(0, 10);
    // Compressed once, as hard as the build compresses its assets.
    const bytes = {
      br: new Uint8Array(zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })),
      gzip: new Uint8Array(zlib.gzipSync(json, { level: 9 })),
      identity: new TextEncoder().encode(json),
    };
    assets.set(lang, (asset = { json, version, href: `/i18n/${lang}?v=${version}`, bytes }));
  }
  return asset;
}

/** Server side: both languages, so that every request renders in its own. */
export function registerServerCatalogues() {
  for (const lang of LANGS) registerCatalogue(lang, buildCatalogue(lang));
}
