import EmblaCarousel from 'embla-carousel';
import { bindFullscreen } from './bind-fullscreen.ts';

/**
 * The photo carousel on embla. The static strip already scrolls natively (scroll-snap) and its
 * thumbnails are #photo-N links, so this only upgrades: smooth slides, arrows, arrow keys, the
 * counter, and fullscreen instead of opening the image file.
 */
export interface GalleryController {
  previous(): void;
  next(): void;
  show(index: number): void;
  openFullscreen(slideIndex: number): void;
}

export function bindGallery(root: HTMLElement): GalleryController {
  const viewport = root.querySelector<HTMLElement>('[data-gallery-viewport]')!;
  // Start where the visitor had already swiped the native strip to.
  const startIndex = viewport.clientWidth > 0 ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;
  viewport.scrollLeft = 0;
  const embla = EmblaCarousel(viewport, { loop: false, align: 'start', duration: 20, startIndex });
  root.dataset.enhanced = 'true';

  const slides = embla.slideNodes();
  const previous = root.querySelector<HTMLButtonElement>('[data-gallery-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-gallery-next]');
  const count = root.querySelector<HTMLElement>('[data-gallery-count]');
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>('[data-thumb-index]')];

  const update = () => {
    const selected = embla.selectedScrollSnap();
    // Keyboard users keep their place: focus follows the slide they moved to.
    const focusInSlides = slides.some((slide, index) => index !== selected && slide.contains(document.activeElement));
    if (previous) previous.disabled = !embla.canScrollPrev();
    if (next) next.disabled = !embla.canScrollNext();
    if (count) count.textContent = `${selected + 1} / ${slides.length}`;
    slides.forEach((slide, index) => {
      // Off-screen slides leave the tab order and the accessibility tree.
      slide.inert = index !== selected;
      // Warm the neighbours so a swipe never lands on an empty frame.
      if (Math.abs(index - selected) <= 1) slide.querySelector('img')?.setAttribute('loading', 'eager');
    });
    if (focusInSlides) slides[selected]?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
    thumbs.forEach((thumb, index) => {
      if (index === selected) {
        thumb.setAttribute('aria-current', 'true');
        thumb.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      } else thumb.removeAttribute('aria-current');
    });
  };
  embla.on('select', update).on('reInit', update);
  update();

  previous?.addEventListener('click', () => embla.scrollPrev());
  next?.addEventListener('click', () => embla.scrollNext());
  for (const thumb of thumbs) {
    thumb.addEventListener('click', (event) => {
      event.preventDefault();
      embla.scrollTo(Number(thumb.dataset.thumbIndex));
    });
  }
  root.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLElement && event.target.closest('dialog')) return;
    if (event.key === 'ArrowLeft') embla.scrollPrev();
    else if (event.key === 'ArrowRight') embla.scrollNext();
    else return;
    event.preventDefault();
  });

  const dialog = root.querySelector<HTMLDialogElement>('[data-fullscreen]');
  const fullscreen = dialog ? bindFullscreen(root, dialog, (slideIndex) => embla.scrollTo(slideIndex, true)) : undefined;
  return {
    previous: () => embla.scrollPrev(),
    next: () => embla.scrollNext(),
    show: (index) => embla.scrollTo(index),
    openFullscreen: (slideIndex) => fullscreen?.open(slideIndex),
  };
}
