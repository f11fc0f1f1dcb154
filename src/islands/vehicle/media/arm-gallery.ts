/**
 * Until the visitor reaches for the gallery, the page runs no carousel code: the static strip already
 * swipes natively (scroll-snap) and its thumbnails are #photo-N links. The first pointer, touch, focus
 * or key inside the gallery downloads embla and binds it; a click that arrives before it is ready
 * (an arrow, a thumbnail, a photo) or an arrow key is held and replayed once it is.
 */
import type { GalleryController } from './bind-gallery.ts';

export function armGallery(root: HTMLElement): void {
  let controller: Promise<GalleryController> | undefined;
  let bound = false;
  const ready = () => {
    controller ??= import('./bind-gallery.ts').then(({ bindGallery }) => {
      const gallery = bindGallery(root);
      bound = true;
      return gallery;
    });
    return controller;
  };
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseenter'] as const) {
    root.addEventListener(type, () => void ready(), { once: true, passive: true });
  }
  const replayEarlyClick = (event: MouseEvent) => {
    if (bound) return root.removeEventListener('click', replayEarlyClick, true);
    const target = event.target instanceof Element ? event.target : null;
    const action = target ? earlyAction(target) : undefined;
    if (!action) return;
    root.removeEventListener('click', replayEarlyClick, true);
    event.preventDefault();
    event.stopPropagation();
    void ready().then(action);
  };
  root.addEventListener('click', replayEarlyClick, true);
  // Arrow keys pressed while embla is still loading are replayed too, so keyboard users lose none.
  const replayEarlyKey = (event: KeyboardEvent) => {
    if (bound) return root.removeEventListener('keydown', replayEarlyKey, true);
    if (event.target instanceof HTMLElement && event.target.closest('dialog')) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? (g: GalleryController) => g.next() : (g: GalleryController) => g.previous();
    void ready().then(step);
  };
  root.addEventListener('keydown', replayEarlyKey, true);
}

function earlyAction(target: Element): ((gallery: GalleryController) => void) | undefined {
  if (target.closest('[data-gallery-prev]')) return (g) => g.previous();
  if (target.closest('[data-gallery-next]')) return (g) => g.next();
  const thumb = target.closest<HTMLElement>('[data-thumb-index]');
  if (thumb) return (g) => g.show(Number(thumb.dataset.thumbIndex));
  const photo = target.closest<HTMLElement>('[data-fullscreen-index]');
  if (photo) return (g) => g.openFullscreen(Number(photo.dataset.fullscreenIndex));
  return undefined;
}
