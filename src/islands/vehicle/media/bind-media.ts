import { armGallery } from './arm-gallery.ts';
import { bindHotspots } from './bind-hotspots.ts';
import { bindSpin } from './bind-spin.ts';
import { bindCustomSlider } from './bind-custom-slider.ts';
import { bindVideoFacades } from './bind-video-facade.ts';

/**
 * Enhances the server-rendered media block (components/vehicle-page/MediaGallery.astro): the
 * Spin / Images / Interior / 360° tour switch, and each view's behaviour bound the first time it is shown,
 * because a carousel measured while hidden has no size.
 */
export function bindMedia(root: HTMLElement): void {
  const bound = new Set<string>();
  const panels = [...root.querySelectorAll<HTMLElement>('[data-panel]')];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('[data-view-button]')];

  const bindPanel = (panel: HTMLElement) => {
    const view = panel.dataset.panel ?? '';
    if (bound.has(view)) return;
    bound.add(view);
    bindHotspots(panel);
    if (view === 'gallery') {
      const gallery = panel.querySelector<HTMLElement>('[data-gallery]');
      if (gallery) armGallery(gallery);
      bindVideoFacades(panel);
    } else if (view === 'spinner') {
      const spin = panel.querySelector<HTMLElement>('[data-spin]');
      if (spin) bindSpin(spin);
    } else if (view === 'custom') {
      const slider = panel.querySelector<HTMLElement>('[data-custom-slider]');
      if (slider) bindCustomSlider(slider);
    }
  };

  const show = (view: string) => {
    root.dataset.view = view;
    for (const panel of panels) {
      panel.hidden = panel.dataset.panel !== view;
      if (!panel.hidden) bindPanel(panel);
    }
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.viewButton === view));
  };

  for (const button of buttons) button.addEventListener('click', () => show(button.dataset.viewButton ?? 'gallery'));
  show(root.dataset.view ?? 'gallery');
}
