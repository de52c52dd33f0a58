import { CONTRAST_COOKIE, TEXT_SIZE_COOKIE, contrastOf, stepTextSize, textSizeOf, type Display } from '@nagar/contract';

/** What display-controls.tsx puts in `data-texts` for the status line (the page's language). */
interface DisplayTexts {
  contrastOn: string;
  contrastOff: string;
  /** 'Text size: {{size}}' with the size's name filled in, by size. */
  sizeNow: Record<string, string>;
}

/**
 * The text size and contrast controls (display-controls.tsx): the buttons change the page in place, write the
 * cookies the server reads, and say what changed; without this script they submit the form to /display.
 */
export function displayControls() {
  const root = document.documentElement;
  const forms = [...document.querySelectorAll<HTMLFieldSetElement>('fieldset.display-controls')];
  if (forms.length === 0) return;
  const now = (): Display => ({ size: textSizeOf(root.dataset.textSize), contrast: contrastOf(root.dataset.contrast) });

  /** The buttons as display-controls.tsx renders them for `d`. */
  const show = (d: Display) => {
    for (const set of forms) {
      const [smaller, normal, larger] = set.querySelectorAll<HTMLButtonElement>('button[name="size"]');
      const contrast = set.querySelector<HTMLButtonElement>('button[name="contrast"]');
      const sized = (b: HTMLButtonElement | undefined, size: Display['size']) => {
        if (!b) return;
        b.value = size;
        if (size === d.size) b.setAttribute('aria-disabled', 'true');
        else b.removeAttribute('aria-disabled');
      };
      sized(smaller, stepTextSize(d.size, -1));
      sized(larger, stepTextSize(d.size, 1));
      normal?.setAttribute('aria-pressed', String(d.size === 'md'));
      if (contrast) {
        contrast.value = d.contrast === 'high' ? 'normal' : 'high';
        contrast.setAttribute('aria-pressed', String(d.contrast === 'high'));
      }
    }
  };

  for (const set of forms) {
    const texts = JSON.parse(set.dataset.texts ?? '{}') as Partial<DisplayTexts>;
    const status = set.querySelector<HTMLElement>('[role="status"]');
    set.addEventListener('click', (e) => {
      const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[name]');
      if (!button) return;
      e.preventDefault();
      const before = now();
      const next: Display =
        button.name === 'contrast' ? { ...before, contrast: contrastOf(button.value) } : { ...before, size: textSizeOf(button.value) };
      if (next.size === before.size && next.contrast === before.contrast) return;
      const year = 'Path=/; Max-Age=31536000; SameSite=Lax';
      document.cookie = `${TEXT_SIZE_COOKIE}=${next.size}; ${year}`;
      document.cookie = `${CONTRAST_COOKIE}=${next.contrast}; ${year}`;
      root.dataset.textSize = next.size;
      root.dataset.contrast = next.contrast;
      show(next);
      if (status) {
        status.textContent =
          next.contrast !== before.contrast
            ? ((next.contrast === 'high' ? texts.contrastOn : texts.contrastOff) ?? '')
            : (texts.sizeNow?.[next.size] ?? '');
      }
    });
  }
}
