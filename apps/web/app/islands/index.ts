/**
 * The island script of the public pages that are served without React (root.tsx `hydrates`): each part finds its
 * markup by a class and makes it work as the React component does on a hydrated page. Everything works without
 * it (details/summary menus, :target, forms to /display); this adds what needs a script.
 */
import { menu } from './menu.ts';
import { displayControls } from './display.ts';
import { ticker } from './ticker.ts';
import { carousels } from './carousel.ts';
import { urlDialogs } from './url-dialog.ts';
import { videoPosters } from './video.ts';
import { serviceFilter } from './service-filter.ts';

document.documentElement.classList.add('js');
for (const island of [menu, displayControls, ticker, carousels, urlDialogs, videoPosters, serviceFilter]) {
  try {
    island();
  } catch (err) {
    console.error(err);
  }
}
// Every island is set up (browser tests wait for this, as for React's hydration).
document.documentElement.dataset.islands = 'ready';
