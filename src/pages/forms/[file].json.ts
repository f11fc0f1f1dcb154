import type { APIRoute, GetStaticPaths } from 'astro';
import { DEALER_WIDE_FORM_TYPES, dealerWideFormFile, type DealerWideFile } from '../../site/leads/dealer-wide-form.ts';
import { currentTenant } from '../../tenant/current.ts';

/**
 * The dealer-wide props of each form that pages hydrate on touch (src/site/leads/dealer-wide-form.ts),
 * fetched by the `client:interaction` directive before the form hydrates; cached a year by its hashed name.
 */
export const getStaticPaths = (() =>
  DEALER_WIDE_FORM_TYPES.map((formType) => {
    const file = dealerWideFormFile(currentTenant(), formType);
    return { params: { file: file.path.replace(/^\/forms\//, '').replace(/\.json$/, '') }, props: { file } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { file } = props as { file: DealerWideFile };
  return new Response(file.text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
