import { PURCHASE_STEPS, type PurchaseStep } from '../../domain/purchase-journey/steps.ts';

/** The step is part of the URL (`?car_id=…&step=finance`), so back/forward and reload land on it. */

export function stepFromUrl(search: string): PurchaseStep | null {
  const step = new URLSearchParams(search).get('step');
  return (PURCHASE_STEPS as readonly string[]).includes(step ?? '') ? (step as PurchaseStep) : null;
}

export function urlForStep(href: string, step: PurchaseStep): string {
  const url = new URL(href);
  url.searchParams.set('step', step);
  return `${url.pathname}${url.search}${url.hash}`;
}
