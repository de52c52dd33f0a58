/**
 * Master lists (districts, wards, grievance types) in the order a reader looks for them (issue 29): by the
 * name shown, in the page's language (`Intl.Collator`, Hindi or English), numbers by value ('Ward 2' before
 * 'Ward 10'), and the catch-all entry ('Other' / 'अन्य') last.
 */
const collators = new Map<string, Intl.Collator>();
function collator(lang: string): Intl.Collator {
  const locale = lang === 'hi' ? 'hi' : 'en';
  let c = collators.get(locale);
  if (!c) collators.set(locale, (c = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })));
  return c;
}

/** The catch-all entry of a list, by its English value or its shown name. */
export const isOther = (...names: string[]) => names.some((n) => /^(others?|अन्य)$/i.test(n.trim()));

/** A copy of `items` sorted by `label` in `lang`, the "other" entry (by `label` or `value`) last. */
export function sortByLabel<T>(items: readonly T[], label: (item: T) => string, lang: string, value: (item: T) => string = label): T[] {
  const compare = collator(lang).compare;
  return [...items].sort((a, b) => {
    const otherA = isOther(label(a), value(a));
    const otherB = isOther(label(b), value(b));
    if (otherA !== otherB) return otherA ? 1 : -1;
    return compare(label(a), label(b)) || compare(value(a), value(b));
  });
}
