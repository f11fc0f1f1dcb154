/**
 * The sticky header (after 500 px) and the bottom bar (after 900 px): fixed elements that slide in once
 * the page has scrolled past their threshold. They sit outside the flow, so showing them moves nothing;
 * while hidden they are inert (out of the tab order and the accessibility tree).
 */
export function bindRevealOnScroll(elements: HTMLElement[]): void {
  if (elements.length === 0) return;
  let queued = false;
  const update = () => {
    queued = false;
    for (const element of elements) {
      const shown = window.scrollY > Number(element.dataset.revealAfter ?? 0);
      if (element.classList.contains('is-shown') === shown) continue;
      element.classList.toggle('is-shown', shown);
      element.inert = !shown;
    }
  };
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
