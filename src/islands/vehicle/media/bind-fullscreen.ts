/**
 * Fullscreen photos in a modal <dialog>: the browser keeps focus inside and closes it on Escape;
 * arrow keys and buttons move between photos (videos are skipped); on close the carousel shows the
 * last photo seen and focus goes back to it.
 */

/**
 * The viewer's <img>, made here rather than in the page: an <img> needs a src, and the photo is only known
 * when the shopper opens one (one left empty in the HTML is an error to HTML validators).
 */
function fullscreenImage(dialog: HTMLDialogElement): HTMLImageElement {
  const existing = dialog.querySelector<HTMLImageElement>('.fullscreen__image');
  if (existing) return existing;
  const image = document.createElement('img');
  image.className = 'fullscreen__image';
  image.alt = '';
  dialog.prepend(image);
  return image;
}

export function bindFullscreen(
  root: HTMLElement,
  dialog: HTMLDialogElement,
  onClose: (slideIndex: number) => void,
): { open: (slideIndex: number) => void } | undefined {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-fullscreen-index]')];
  const image = fullscreenImage(dialog);
  const count = dialog.querySelector<HTMLElement>('[data-fullscreen-count]');
  const previous = dialog.querySelector<HTMLButtonElement>('[data-fullscreen-prev]');
  const next = dialog.querySelector<HTMLButtonElement>('[data-fullscreen-next]');
  if (links.length === 0) return undefined;
  let position = 0;

  const show = (to: number) => {
    position = Math.max(0, Math.min(links.length - 1, to));
    const link = links[position]!;
    const photo = link.querySelector('img');
    image.src = link.href;
    image.alt = photo?.alt ?? '';
    if (photo) {
      image.width = photo.width;
      image.height = photo.height;
    }
    if (count) count.textContent = `Photo ${position + 1} of ${links.length}`;
    if (previous) previous.disabled = position === 0;
    if (next) next.disabled = position === links.length - 1;
  };

  const open = (index: number) => {
    show(index);
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>('[data-fullscreen-close]')?.focus();
  };
  links.forEach((link, index) => {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      open(index);
    });
  });
  previous?.addEventListener('click', () => show(position - 1));
  next?.addEventListener('click', () => show(position + 1));
  dialog.querySelector('[data-fullscreen-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(position - 1);
    else if (event.key === 'ArrowRight') show(position + 1);
    else return;
    event.preventDefault();
  });
  // A click on the dark backdrop (the dialog itself, not its contents) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    const link = links[position];
    onClose(Number(link?.dataset.fullscreenIndex ?? 0));
    link?.focus({ preventScroll: true });
  });
  return {
    open: (slideIndex) =>
      open(
        Math.max(
          0,
          links.findIndex((link) => Number(link.dataset.fullscreenIndex) === slideIndex),
        ),
      ),
  };
}
