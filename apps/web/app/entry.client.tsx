import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { registerCatalogue, type Lang } from './i18n/index.ts';

/**
 * React takes over the server-rendered page once the page's language catalogue is here (only that
 * language: the other one is a document load away, see the language switch). The root preloads it, so
 * it arrives with the scripts. Should it fail, the page stays as the server rendered it: every link and
 * form works without JavaScript.
 */
const lang: Lang = document.documentElement.lang === 'hi' ? 'hi' : 'en';
const href = document.querySelector<HTMLLinkElement>('link#catalogue')?.href ?? `/i18n/${lang}`;

fetch(href)
  .then((response) => {
    if (!response.ok) throw new Error(`The ${lang} catalogue answered ${response.status}.`);
    return response.json() as Promise<Record<string, unknown>>;
  })
  .then((texts) => {
    registerCatalogue(lang, texts);
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    // The page is as it would be without JavaScript (menus open, every slide's picture loads).
    document.documentElement.classList.remove('js');
    console.error('The page stays without its scripts:', error);
  });
