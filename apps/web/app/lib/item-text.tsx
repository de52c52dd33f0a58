import type { ElementType, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { ComplaintOptions, ResourceItem, ResourceName } from '@nagar/contract';
import { hindiKey, localValue, textOf } from '@nagar/contract';
import { PlainText } from '../components/site/plain-text.tsx';
import { sortByLabel } from './sort.ts';

export type Lang = 'en' | 'hi';

export interface ItemText {
  text: string;
  /** Set when the text is not in the page's language (a Hindi page showing the English value, or the reverse). */
  lang?: Lang;
}

/**
 * A bilingual field's value in a language (the contract's `localValue`): the Hindi twin's value on a Hindi page
 * when there is one, else the English value; `lang` set only when the text is not in the page's language.
 * Without a twin (a field that is not bilingual) the value as it is. For meta functions, which cannot use hooks.
 */
export function itemText(item: Record<string, unknown>, key: string, pageLang: Lang): ItemText {
  // API answers carry `<key>Hi` for every bilingual field: a record without it holds one language only.
  if (!(hindiKey(key) in item)) return { text: textOf(item[key] ?? '').trim() };
  const { text, lang } = localValue(item, key, pageLang);
  const trimmed = textOf(text).trim();
  return trimmed && lang !== pageLang ? { text: trimmed, lang } : { text: trimmed };
}

/** The page language's value of a bilingual field (see itemText), as a function of the record and the key. */
export function useItemText() {
  const { i18n } = useTranslation();
  const pageLang: Lang = i18n.language === 'hi' ? 'hi' : 'en';
  // Any record with the two keys: a content item, a complaint (wardHi beside ward), a master list's name.
  return (item: object, key: string): ItemText => itemText(item as Record<string, unknown>, key, pageLang);
}

/** Renders an ItemText in an element of the given kind, with its lang when it is a fallback. */
export function Text({
  value,
  as: As = 'span',
  className,
  children,
}: {
  value: ItemText;
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <As lang={value.lang} className={className}>
      {value.text}
      {value.lang && value.text && (
        <>
          {' '}
          <LangMark lang={value.lang} />
        </>
      )}
      {children}
    </As>
  );
}

/**
 * The visible mark beside a text shown in the other language than the page's (GIGW 3.0): "English only" on a
 * Hindi page, "केवल हिन्दी" on an English one, in the text's own language (it sits inside the element that
 * carries that lang).
 */
export function LangMark({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return <span className="lang-mark">{t(`langMark.${lang}`)}</span>;
}

/** One of the grievance form's lists (ComplaintOptions), whose Hindi names sit beside it under `<list>Hi`. */
export type ComplaintList = 'districts' | 'wards' | 'grievanceTypes';

/**
 * The choices of a grievance list in the page's language: each value is the English name (what a complaint
 * stores and a filter matches), the label the Hindi name on a Hindi page when the list has one; sorted by the
 * label in the page's language, numbers by value, 'Other' / 'अन्य' last (lib/sort.ts).
 */
export function useComplaintChoices() {
  const text = useItemText();
  const { i18n } = useTranslation();
  return (options: ComplaintOptions, list: ComplaintList): Array<{ value: string; label: ItemText }> =>
    sortByLabel(
      options[list].map((value, i) => ({ value, label: text({ value, valueHi: options[`${list}Hi`][i] ?? '' }, 'value') })),
      (c) => c.label.text,
      i18n.language,
      (c) => c.value,
    );
}

/** The `<option>`s of such choices (a fallback's lang on the option itself). */
export function ChoiceOptions({ choices }: { choices: Array<{ value: string; label: ItemText }> }) {
  return choices.map((c) => (
    <option key={c.value} value={c.value} lang={c.label.lang}>
      {c.label.text}
    </option>
  ));
}

/** A record's bilingual field in the page's language, in a span marked with lang when it is a fallback. */
export function Local({ item, field, as, className }: { item: ResourceItem; field: string; as?: ElementType; className?: string }) {
  return <Text value={useItemText()(item, field)} as={as} className={className} />;
}

/** A long bilingual text in the page's language, as paragraphs (PlainText), each marked with lang on a fallback. */
export function LocalParagraphs({ value, className }: { value: ItemText; className?: string }) {
  return (
    <>
      {value.lang && value.text && (
        <p className="mb-1" lang={value.lang}>
          <LangMark lang={value.lang} />
        </p>
      )}
      <PlainText text={value.text} lang={value.lang} className={className} />
    </>
  );
}

/** The label of a select field's value in the page's language (res.<type>.options.<field>.<value>), else the value. */
export function useOptionLabel(type: ResourceName) {
  const { t } = useTranslation();
  return (field: string, value: unknown): string => {
    const text = textOf(value ?? '').trim();
    return text ? t(`res.${type}.options.${field}.${text}`, { defaultValue: text }) : '';
  };
}
