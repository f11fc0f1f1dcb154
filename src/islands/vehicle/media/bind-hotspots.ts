/** Hotspot dots open their description on click; Escape or another dot closes it. */
export function bindHotspots(scope: HTMLElement): void {
  const dots = [...scope.querySelectorAll<HTMLButtonElement>('.hotspot__dot')];
  const close = (except?: HTMLButtonElement) => {
    for (const dot of dots) {
      if (dot === except) continue;
      dot.setAttribute('aria-expanded', 'false');
      const text = dot.nextElementSibling as HTMLElement | null;
      if (text) text.hidden = true;
    }
  };
  for (const dot of dots) {
    // A press on a dot must not start a spin drag underneath it.
    dot.addEventListener('pointerdown', (event) => event.stopPropagation());
    dot.addEventListener('click', () => {
      const open = dot.getAttribute('aria-expanded') !== 'true';
      close(dot);
      dot.setAttribute('aria-expanded', String(open));
      const text = dot.nextElementSibling as HTMLElement | null;
      if (text) text.hidden = !open;
    });
    dot.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close();
    });
  }
}

/** Shows only the hotspots drawn on `frame`; an open description closes when its dot leaves. */
export function showHotspotsOnFrame(scope: HTMLElement, frame: number): void {
  for (const spot of scope.querySelectorAll<HTMLElement>('.hotspot[data-frame]')) {
    const visible = Number(spot.dataset.frame) === frame;
    if (spot.hidden === !visible) continue;
    spot.hidden = !visible;
    if (!visible) {
      spot.querySelector('.hotspot__dot')?.setAttribute('aria-expanded', 'false');
      const text = spot.querySelector<HTMLElement>('.hotspot__text');
      if (text) text.hidden = true;
    }
  }
}
