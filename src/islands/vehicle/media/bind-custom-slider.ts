/**
 * The custom slider's frame is built only when the shopper opens its view: no provider request
 * before that. The address was checked at build time (src/site/vehicle/custom-slider.ts) and the
 * CSP's frame-src allows only the slider hosts; the server-rendered link stays as the fallback.
 */
export function bindCustomSlider(holder: HTMLElement): void {
  const src = holder.dataset.customSlider;
  if (!src) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = holder.dataset.customSliderTitle ?? '360° tour';
  frame.className = 'custom-slider__frame';
  // Fullscreen only: the site's permissions policy denies motion sensors to every frame.
  frame.allow = 'fullscreen';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  // spec 01 §8: slider errors are logged only; a frame that fails leaves the link in place.
  frame.addEventListener('error', () => console.warn('Custom slider failed to load', src));
  holder.prepend(frame);
}
