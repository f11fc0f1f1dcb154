import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SimilarCardItem } from '../../components/vehicle/SimilarCardItem.tsx';
import { similarCardFiles, type SimilarCardFile } from '../../site/vehicle/similar.ts';
import { currentTenant } from '../../tenant/current.ts';

/**
 * One card file per car that can be offered as similar (src/domain/similar-card-path.ts): an HTML
 * fragment, not a page — the CDN sends it with `X-Robots-Tag: noindex` (src/security/headers-file.ts).
 */
export const getStaticPaths = (() =>
  similarCardFiles(currentTenant()).map((file) => ({ params: { id: String(file.candidate.id) }, props: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { file } = props as { file: SimilarCardFile };
  return new Response(renderToStaticMarkup(createElement(SimilarCardItem, { file })), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
};
