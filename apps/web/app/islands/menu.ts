/**
 * The main menu's keys and clicks, on the nav element (header.tsx's MainNav sets them up too): Escape closes the open
 * dropdown (focus back on its summary) or else the collapsed menu (`closeMenu`, focus back on the Menu button); one
 * dropdown open at a time, decided on the summary's click (Enter and Space click it too) before the browser opens
 * it, since the asynchronous 'toggle' event could arrive after a second one had opened. Returns what removes them.
 */
export function menuKeysAndClicks(nav: HTMLElement, closeMenu: () => void): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    const open = (e.target as HTMLElement).closest('details[open]');
    if (open) {
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    } else {
      closeMenu();
      nav.querySelector<HTMLButtonElement>('.nav-toggle')?.focus();
    }
  };
  const onClick = (e: MouseEvent) => {
    const opening = (e.target as HTMLElement).closest('summary')?.parentElement as HTMLDetailsElement | undefined;
    if (!opening || !opening.classList.contains('nav-dropdown') || opening.open) return;
    nav.querySelectorAll('details.nav-dropdown[open]').forEach((d) => d !== opening && d.removeAttribute('open'));
  };
  nav.addEventListener('keydown', onKey);
  nav.addEventListener('click', onClick);
  return () => {
    nav.removeEventListener('keydown', onKey);
    nav.removeEventListener('click', onClick);
  };
}

/** The main menu on a page served without React (header.tsx MainNav): the Menu button, then the keys and clicks. */
export function menu() {
  const nav = document.querySelector<HTMLElement>('nav.site-nav');
  if (!nav) return;
  const toggle = nav.querySelector<HTMLButtonElement>('.nav-toggle');
  const list = nav.querySelector<HTMLElement>('#main-menu');
  const setOpen = (open: boolean) => {
    toggle?.setAttribute('aria-expanded', String(open));
    list?.classList.toggle('open', open);
  };
  toggle?.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  menuKeysAndClicks(nav, () => setOpen(false));
}
