import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintOptions } from '@nagar/contract';
import { textOf } from '@nagar/contract';

export interface ItemText {
  text: string;
  /** Set when the text is not in the page's language (a Hindi page showing the English value). */
  lang?: 'en';
}

/**
 * The page language's value of a content field kept as `<key>` (English) and `<key>Hi` (Hindi): the Hindi one on
 * a Hindi page when there is one, else the English one, marked with lang="en" on a Hindi page.
 */
export function useItemText() {
  const { i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  // Any record with the two keys: a content item, a complaint (wardHi beside ward), a master list's name.
  return (item: object, key: string): ItemText => {
    const values = item as Record<string, unknown>;
    const hi = textOf(values[`${key}Hi`] ?? '').trim();
    const en = textOf(values[key] ?? '').trim();
    if (hindi && hi) return { text: hi };
    return { text: en, lang: hindi && en ? 'en' : undefined };
  };
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
      {children}
    </As>
  );
}

/** One of the grievance form's lists (ComplaintOptions), whose Hindi names sit beside it under `<list>Hi`. */
export type ComplaintList = 'districts' | 'wards' | 'grievanceTypes';

/**
 * The choices of a grievance list in the page's language: each value is the English name (what a complaint
 * stores and a filter matches), the label the Hindi name on a Hindi page when the list has one.
 */
export function useComplaintChoices() {
  const text = useItemText();
  return (options: ComplaintOptions, list: ComplaintList): Array<{ value: string; label: ItemText }> =>
    options[list].map((value, i) => ({ value, label: text({ value, valueHi: options[`${list}Hi`][i] ?? '' }, 'value') }));
}

/** The `<option>`s of such choices (a fallback's lang on the option itself). */
export function ChoiceOptions({ choices }: { choices: Array<{ value: string; label: ItemText }> }) {
  return choices.map((c) => (
    <option key={c.value} value={c.value} lang={c.label.lang}>
      {c.label.text}
    </option>
  ));
}
