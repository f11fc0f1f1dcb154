import type { MouseEvent } from 'react';

interface Props {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/** Pages around the current one, with the first and last always reachable: 1 … 4 5 [6] 7 8 … 40 */
export function pageWindow(page: number, totalPages: number, radius = 2): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Real links (they work as URLs), taken over by the island so a page change needs no reload. */
export function Pagination({ page, totalPages, hrefFor, onPage }: Props) {
  if (totalPages <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav className="pagination" aria-label="Results pages">
      <ul>
        <li>
          {page > 1 ? (
            <a href={hrefFor(page - 1)} onClick={go(page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          ) : (
            <span aria-disabled="true">
              Previous<span className="visually-hidden"> page</span>
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={hrefFor(p)} onClick={go(p)} aria-current={p === page ? 'page' : undefined}>
                <span className="visually-hidden">Page </span>
                {p}
              </a>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a href={hrefFor(page + 1)} onClick={go(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          ) : (
            <span aria-disabled="true">
              Next<span className="visually-hidden"> page</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
