/**
 * The URL dialogs (components/site/url-dialog.tsx: details of an official, a tender, a complaint, a photo) on a page
 * served without React. Without a script each opener is a link to the page with `?param=id`, which the server renders
 * with the dialog open in it. With this island:
 * - an opener ([data-opens="param:id"]) asks for that page, shows its dialog as a modal and sets the URL
 *   (history.pushState), as React Router's navigation does on a hydrated page; if the page cannot be had, the link is
 *   followed as without a script;
 * - a dialog the server rendered open (the address held ?param=id) becomes a modal;
 * - Escape, the Close link, or a click on the backdrop of a dialog that says so (data-backdrop-close), removes the
 *   dialog, puts the URL without the parameter in place of the dialog's (replaceState, as the Close link's `replace`)
 *   and the focus back on the opener;
 * - Back or Forward shows the dialog of the address, if it names one.
 */
const OPENER = 'a[data-opens]';

function openerOf(dialog: HTMLDialogElement): HTMLElement | null {
  const param = dialog.dataset.param;
  const value = param ? new URLSearchParams(location.search).get(param) : null;
  return value === null ? null : document.querySelector<HTMLElement>(`[data-opens="${param}:${CSS.escape(value)}"]`);
}

/** Makes a dialog in the page a modal that closes as described above. */
function showModal(dialog: HTMLDialogElement) {
  const close = () => {
    const opener = openerOf(dialog);
    const closeUrl = dialog.querySelector<HTMLAnchorElement>('a.btn-close')?.href;
    dialog.close();
    dialog.remove();
    if (closeUrl) history.replaceState(null, '', closeUrl);
    opener?.focus();
  };
  if (dialog.open) dialog.close();
  dialog.showModal();
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    close();
  });
  dialog.addEventListener('click', (e) => {
    const target = e.target as Element;
    if (target.closest('a.btn-close') || (dialog.hasAttribute('data-backdrop-close') && target === dialog)) {
      e.preventDefault();
      close();
    }
  });
}

async function open(href: string): Promise<boolean> {
  const answer = await fetch(href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (!answer.ok) return false;
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
  const found = page.querySelector<HTMLDialogElement>('dialog.url-dialog');
  const main = document.querySelector('main');
  if (!found || !main) return false;
  document.querySelector<HTMLDialogElement>('dialog.url-dialog')?.remove();
  const dialog = document.importNode(found, true);
  main.append(dialog);
  showModal(dialog);
  return true;
}

export function urlDialogs() {
  const shown = document.querySelector<HTMLDialogElement>('dialog.url-dialog[open]');
  if (shown) showModal(shown);
  if (!document.querySelector(OPENER) && !shown) return;
  document.addEventListener('click', (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>(OPENER);
    if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const href = link.href;
    history.pushState(null, '', href);
    void open(href)
      .catch(() => false)
      .then((opened) => {
        if (!opened) location.assign(href);
      });
  });
  // Back or Forward: the dialog shown is the address's, fetched again, or none.
  window.addEventListener('popstate', () => {
    const shownNow = document.querySelector<HTMLDialogElement>('dialog.url-dialog');
    if (shownNow?.open) shownNow.close();
    shownNow?.remove();
    const query = new URLSearchParams(location.search);
    const params = new Set([...document.querySelectorAll<HTMLElement>(OPENER)].map((a) => a.dataset.opens!.split(':')[0]!));
    if ([...params].some((param) => query.has(param))) {
      void open(location.href)
        .catch(() => false)
        .then((opened) => {
          if (!opened) location.reload();
        });
    }
  });
}
