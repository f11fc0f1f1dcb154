import { VEHICLE_PAGE } from '../../../domain/vehicle-page/constants.ts';
import { showToast } from './toast.ts';

/**
 * Share tools: copy the link ('Copied' for 1.5 s and the toast 'Copied {car name} to your clipboard!'
 * for 3000 ms), social links in a 550×400 window, and Print PDF ('Preparing...' while it downloads,
 * saved as {slug}.pdf; a failure is alerted, spec 01 §8).
 */
export function bindShare(root: HTMLElement): void {
  const url = root.dataset.url ?? window.location.href;
  const name = root.dataset.name ?? document.title;
  const status = root.querySelector<HTMLElement>('[data-share-status]');

  const copy = root.querySelector<HTMLButtonElement>('[data-copy-link]');
  // Each handler catches its own failure; `void` says so to the type-aware lint.
  copy?.addEventListener('click', () => void copyLink(copy));
  async function copyLink(copy: HTMLButtonElement): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
      return;
    }
    const label = copy.textContent;
    copy.textContent = 'Copied';
    window.setTimeout(() => (copy.textContent = label), VEHICLE_PAGE.copiedNoticeMs);
    const message = `Copied ${name} to your clipboard!`;
    if (status) status.textContent = message;
    showToast(message, VEHICLE_PAGE.shareToastMs);
  }

  for (const link of root.querySelectorAll<HTMLAnchorElement>('[data-share-window]')) {
    link.addEventListener('click', (event) => {
      const opened = window.open(link.href, 'share', root.dataset.window ?? '');
      // A blocked pop-up (null) falls back to the link's own new tab.
      if (!opened) return;
      opened.opener = null;
      event.preventDefault();
    });
  }

  const pdf = root.querySelector<HTMLAnchorElement>('[data-print-pdf]');
  pdf?.addEventListener('click', (event) => void printPdf(pdf, event));
  async function printPdf(pdf: HTMLAnchorElement, event: MouseEvent): Promise<void> {
    event.preventDefault();
    if (pdf.getAttribute('aria-disabled') === 'true') return;
    const slug = pdf.dataset.slug ?? 'vehicle';
    const label = pdf.textContent;
    pdf.textContent = 'Preparing...';
    pdf.setAttribute('aria-disabled', 'true');
    try {
      const { platformClient } = await import('../platform.ts');
      const blob = await platformClient(JSON.parse(pdf.dataset.api ?? 'null')).downloadVehiclePdf(slug);
      saveBlob(blob, `${slug}.pdf`);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      pdf.textContent = label;
      pdf.removeAttribute('aria-disabled');
    }
  }
}

function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
