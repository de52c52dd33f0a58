/**
 * The Services list's filter on a page served without React (routes/site/services.tsx): as one types, the services
 * whose words (data-search, both languages, lower-cased) hold every word typed stay, the others and the emptied
 * categories are hidden, and the status line says how many (data-found: the text for 1, 2, … services) or that none
 * matches (data-none, the query in place of {q}); "Show all" shows while there is a query. Without a script the form
 * is sent (?q=) and the server hides the same services.
 */
/** A text lower-cased for matching in either language (the page's data-search is made with it too). */
export const serviceWords = (s: string) => s.toLocaleLowerCase('en-IN').normalize('NFC');

/** Whether a service's words (serviceWords) hold every word of the query: the page (services.tsx) and this island ask the same. */
export const matchesQuery = (words: string, q: string) =>
  serviceWords(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => words.includes(w));

export function serviceFilter() {
  const input = document.querySelector<HTMLInputElement>('#service-q');
  const status = document.querySelector<HTMLElement>('#service-count');
  if (!input || !status) return;
  const items = [...document.querySelectorAll<HTMLElement>('.service-list > li[data-search]')];
  if (!items.length) return;
  const found = JSON.parse(status.dataset.found ?? '[]') as string[];
  const none = status.dataset.none ?? '';
  const clear = document.querySelector<HTMLElement>('.service-clear');
  input.addEventListener('input', () => {
    const q = input.value;
    let shown = 0;
    for (const item of items) {
      item.hidden = !matchesQuery(item.dataset.search!, q);
      if (!item.hidden) shown++;
    }
    for (const section of new Set(items.map((item) => item.closest('section')))) {
      if (section) section.hidden = !section.querySelector('li[data-search]:not([hidden])');
    }
    status.textContent = shown === 0 ? none.replace('{q}', q) : q ? (found[shown - 1] ?? '') : '';
    if (clear) clear.hidden = !q;
  });
}
