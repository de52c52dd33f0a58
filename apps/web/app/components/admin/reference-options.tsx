import { createContext, useContext } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localValue, textOf, type ResourceItem } from '@nagar/contract';

/** A row a reference field may point to: its id and name in both languages (a ward). */
export interface ReferenceOption {
  id: number;
  name: string;
  nameHi: string;
}

/** The rows each reference field of the screen's content type may point to, by field key (the screen's loader reads them). */
export const ReferenceOptions = createContext<Record<string, ReferenceOption[]>>({});

/** A referenced list's rows as the options need them. */
export const referenceOptions = (items: ResourceItem[]): ReferenceOption[] =>
  items.map((i) => ({ id: i.id, name: textOf(i.name ?? ''), nameHi: textOf(i.nameHi ?? '') }));

/**
 * The options of one reference field, each with its label in the page's language; `lang` names the label's language
 * when it is the other one (an entry without a Hindi name on a Hindi page).
 */
export function useReferenceOptions(key: string): Array<ReferenceOption & { label: string; lang: 'en' | 'hi' | undefined }> {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  return (useContext(ReferenceOptions)[key] ?? []).map((o) => {
    const label = localValue(o as unknown as Record<string, unknown>, 'name', lang);
    return { ...o, label: label.text, lang: label.lang === lang ? undefined : label.lang };
  });
}
