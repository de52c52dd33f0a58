import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceItem } from '@nagar/contract';
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
  return (item: ResourceItem, key: string): ItemText => {
    const hi = textOf(item[`${key}Hi`] ?? '').trim();
    const en = textOf(item[key] ?? '').trim();
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
