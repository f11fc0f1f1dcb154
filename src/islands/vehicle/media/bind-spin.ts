import { SPIN_AUTO_ROTATE_MS, autoRotateTick, frameAfterDrag, wrapFrame, type AutoRotation } from '../../../domain/vehicle-page/spin.ts';
import { showHotspotsOnFrame } from './bind-hotspots.ts';

/**
 * The 360 spin: drag turns the car one frame per 20 px, arrow keys one frame; on first show it turns
 * once by itself every 100 ms (not with reduced motion), stopping after a full turn or when the visitor
 * takes over. Frames are preloaded; a frame that fails to load is only logged (spec 01 §8).
 */
export function bindSpin(root: HTMLElement): void {
  const frames = JSON.parse(root.dataset.frames ?? '[]') as string[];
  const stage = root.querySelector<HTMLElement>('.spin__stage');
  const image = root.querySelector<HTMLImageElement>('[data-spin-image]');
  if (!stage || !image || frames.length < 2) return;
  const count = frames.length;
  let frame = 0;

  const failed = new Set<string>();
  let preloaded = false;
  const preloadFrames = () => {
    if (preloaded) return;
    preloaded = true;
    for (const src of frames) {
      const preload = new Image();
      preload.onerror = () => {
        failed.add(src);
        console.warn(`360 spin: a frame failed to load (${src})`);
      };
      preload.src = src;
    }
  };

  const show = (next: number) => {
    frame = wrapFrame(next, count);
    const src = frames[frame];
    // A missing frame keeps the last good picture on screen instead of a broken image.
    if (src && !failed.has(src)) image.src = src;
    stage.setAttribute('aria-valuenow', String(frame + 1));
    stage.setAttribute('aria-valuetext', `Angle ${frame + 1} of ${count}`);
    showHotspotsOnFrame(root, frame);
  };

  let rotation: AutoRotation | null = null;
  let timer: number | undefined;
  let takenOver = false;
  const stopRotation = () => {
    takenOver = true;
    rotation = null;
    window.clearInterval(timer);
    root.classList.remove('is-rotating');
  };
  const startRotation = () => {
    preloadFrames();
    if (takenOver || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    rotation = { frame, steps: 0 };
    root.classList.add('is-rotating');
    timer = window.setInterval(() => {
      rotation = rotation ? autoRotateTick(rotation, count) : null;
      if (!rotation) return stopRotation();
      show(rotation.frame);
    }, SPIN_AUTO_ROTATE_MS);
  };
  // The turn waits for an idle moment, so it never competes with the page's first paint.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(startRotation, { timeout: 1500 });
  else setTimeout(startRotation, 200);

  let drag: { x: number; frame: number; pointerId: number } | null = null;
  stage.addEventListener('pointerdown', (event) => {
    preloadFrames();
    stopRotation();
    drag = { x: event.clientX, frame, pointerId: event.pointerId };
    stage.setPointerCapture(event.pointerId);
  });
  stage.addEventListener('pointermove', (event) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    show(frameAfterDrag(drag.frame, event.clientX - drag.x, count));
  });
  const endDrag = () => {
    drag = null;
  };
  stage.addEventListener('pointerup', endDrag);
  stage.addEventListener('pointercancel', endDrag);
  stage.addEventListener('keydown', (event) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const step = steps[event.key];
    if (step === undefined && event.key !== 'Home') return;
    event.preventDefault();
    preloadFrames();
    stopRotation();
    show(event.key === 'Home' ? 0 : frame + (step ?? 0));
  });
}
