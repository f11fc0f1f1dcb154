interface Props {
  clearHref: string;
  onClear: () => void;
}

/** spec 01 §8 "Empty search". */
export function EmptyState({ clearHref, onClear }: Props) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <h2>No Results Available</h2>
      <p>No results found for your search at this time. Please try adjusting the filters for more results.</p>
      <a
        className="btn"
        href={clearHref}
        onClick={(event) => {
          event.preventDefault();
          onClear();
        }}
      >
        Clear Filters
      </a>
    </div>
  );
}
