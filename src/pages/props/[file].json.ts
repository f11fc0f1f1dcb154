import type { APIRoute, GetStaticPaths } from 'astro';
import type { DealerWideFile } from '../../site/dealer-wide-files.ts';
import { testDriveFormFile } from '../../site/leads/dealer-wide-form.ts';
import { financeCalculatorFile } from '../../site/vehicle/finance-island.ts';
import { currentTenant } from '../../tenant/current.ts';

/**
 * The dealer-wide props of the islands that pages hydrate on touch (src/site/dealer-wide-files.ts),
 * fetched by the `client:interaction` directive before the island hydrates; cached a year by its hashed name.
 */
export const getStaticPaths = (() =>
  [testDriveFormFile, financeCalculatorFile].map((fileOf) => {
    const file = fileOf(currentTenant());
    return { params: { file: file.path.replace(/^\/props\//, '').replace(/\.json$/, '') }, props: { file } };
  })) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { file } = props as { file: DealerWideFile };
  return new Response(file.text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
