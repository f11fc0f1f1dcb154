interface Props {
  entries: ReadonlyArray<{ label: string; href: string }>;
}

/** Recent searches (last 5 with refinements), as plain links: each reproduces its search. */
export function SearchHistoryList({ entries }: Props) {
  if (entries.length === 0) return null;
  return (
    <section className="search-history" aria-labelledby="search-history-title">
      <h2 id="search-history-title" className="refinement__legend">
        Recent searches
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
