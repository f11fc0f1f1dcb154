/**
 * Show More / Show Less toggles (dealer comments, disclaimer, specifications, features): the server
 * renders the collapsed state, a button flips `is-expanded` on its container.
 */
export function bindDisclosures(scope: ParentNode = document): void {
  for (const toggle of scope.querySelectorAll<HTMLButtonElement>('[data-disclosure-toggle]')) {
    const container = toggle.closest<HTMLElement>('[data-disclosure]');
    if (!container) continue;
    toggle.addEventListener('click', () => {
      const expanded = !container.classList.contains('is-expanded');
      container.classList.toggle('is-expanded', expanded);
      toggle.setAttribute('aria-expanded', String(expanded));
      toggle.textContent = (expanded ? toggle.dataset.less : toggle.dataset.more) ?? toggle.textContent;
    });
  }
}
