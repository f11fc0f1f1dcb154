/**
 * WAI-ARIA tabs: click or arrow keys (Home/End) select a tab and show its panel. The tabs are read at
 * each event, so a tab taken off the page later (a reservation offer withdrawn by live status) is gone
 * from the keyboard order too.
 */
export function bindTabs(root: HTMLElement): void {
  const tabsNow = () => [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of tabsNow()) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  for (const tab of tabsNow()) {
    tab.addEventListener('click', () => select(tab, false));
    tab.addEventListener('keydown', (event) => {
      const tabs = tabsNow();
      const index = tabs.indexOf(tab);
      const last = tabs.length - 1;
      const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      select(tabs[(to + tabs.length) % tabs.length]!, true);
    });
  }
}
