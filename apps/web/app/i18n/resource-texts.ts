import { resources, type Bilingual, type ResourceDef } from '@nagar/contract';
import type { Lang } from './index.ts';

/**
 * A content type's texts and field labels in one language, from its contract (t('res.notice.fields.title')); the
 * public pages' catalogue has its public texts and its name for one record (`entity`, the site search's hit kind).
 */
function textsOf(def: ResourceDef, lang: Lang, onlyPublic: boolean) {
  const texts = Object.fromEntries(
    Object.entries(def.texts)
      .filter(([k]) => !onlyPublic || k.startsWith('public') || k === 'entity')
      .map(([k, v]: [string, Bilingual | undefined]) => [k, v?.[lang]]),
  );
  const fields = Object.fromEntries(def.fields.map((f) => [f.key, f.label[lang]]));
  const options = Object.fromEntries(
    def.fields.filter((f) => f.options).map((f) => [f.key, Object.fromEntries(f.options!.map((o) => [o.value, o.label[lang]]))]),
  );
  const download = Object.fromEntries(def.fields.filter((f) => f.downloadLabel).map((f) => [f.key, f.downloadLabel![lang]]));
  const extra = onlyPublic ? {} : { confirmNoun: def.texts.confirmNoun?.[lang] ?? def.texts.noun[lang] };
  return { ...texts, ...extra, fields, options, download };
}

/** Every content type's texts under res.<name>: the back office's (created/updated messages, form titles, ...). */
export function resourceTexts(lang: Lang, onlyPublic = false): Record<string, unknown> {
  return Object.fromEntries(resources.map((def) => [def.name, textsOf(def, lang, onlyPublic)]));
}

/** A public list page's loading text by its path ('notice' → 'Loading notice data...'), for the layout. */
export function pendingTexts(lang: Lang): Record<string, string> {
  return Object.fromEntries(
    resources.filter((r) => r.publicPath && r.texts.publicLoading).map((r) => [r.publicPath!, r.texts.publicLoading![lang]]),
  );
}
