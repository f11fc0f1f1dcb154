import type { PlatformSettings } from '../../../site/vehicle/live.ts';

/**
 * Phone reveal: the number is masked after its first 5 characters until 'Show number' is pressed,
 * which shows it as a call link and records the reveal (tracking failures are only logged).
 * Without JavaScript the button is itself a call link.
 */
export function bindPhoneReveal(root: HTMLElement): void {
  const button = root.querySelector<HTMLAnchorElement>('[data-phone-show]');
  const masked = root.querySelector<HTMLElement>('[data-phone-masked]');
  if (!button || !masked) return;
  button.setAttribute('role', 'button');
  button.addEventListener('click', (event) => {
    event.preventDefault();
    const link = document.createElement('a');
    link.className = 'phone-reveal__number';
    link.href = button.href;
    link.dataset.eventId = '25';
    link.textContent = button.dataset.number ?? '';
    masked.replaceWith(link);
    button.remove();
    root.dataset.revealed = 'true';
    link.focus();
    void track(root);
  });
}

async function track(root: HTMLElement): Promise<void> {
  const api = JSON.parse(root.dataset.api ?? 'null') as PlatformSettings | null;
  if (!api) return;
  try {
    const { platformClient } = await import('../platform.ts');
    await platformClient(api).trackPhoneReveal({ car_id: Number(root.dataset.carId), dealership_id: Number(root.dataset.dealershipId) });
  } catch (error) {
    console.warn('Phone reveal not recorded', error);
  }
}
