/** The main menu (header.tsx MainNav): the toggle button, one sub-menu open at a time, Escape closes. */
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
  nav.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const open = (e.target as HTMLElement).closest('details[open]');
    if (open) {
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    } else {
      setOpen(false);
      toggle?.focus();
    }
  });
  // One sub-menu open at a time, decided on the summary's click (before the browser opens it).
  nav.addEventListener('click', (e) => {
    const opening = (e.target as HTMLElement).closest('summary')?.parentElement as HTMLDetailsElement | undefined;
    if (!opening || !opening.classList.contains('nav-dropdown') || opening.open) return;
    nav.querySelectorAll('details.nav-dropdown[open]').forEach((d) => d !== opening && d.removeAttribute('open'));
  });
}
