interface Props {
  name: string;
  address: string;
  embedUrl: string;
  largerMapUrl: string;
  directionsUrl: string;
  shown: boolean;
  onShow: () => void;
}

/**
 * A map that costs nothing until asked for: a drawn placeholder of the same size, then an
 * OpenStreetMap iframe once the shopper presses Show map.
 */
export function MapEmbedView({ name, address, embedUrl, largerMapUrl, directionsUrl, shown, onShow }: Props) {
  return (
    <div className="map-embed">
      <div className="map-embed__frame">
        {shown ? (
          <iframe title={`Map of ${name}`} src={embedUrl} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
        ) : (
          <div className="map-embed__placeholder">
            <svg className="map-embed__pin" aria-hidden="true" width="36" height="36" viewBox="0 0 24 24">
              <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
            </svg>
            <p className="map-embed__address">{address}</p>
            <button type="button" className="btn btn--dark" onClick={onShow}>
              Show map
            </button>
          </div>
        )}
      </div>
      <p className="map-embed__links">
        <a className="btn btn--ghost" href={directionsUrl} target="_blank" rel="noopener">
          Get Directions<span className="visually-hidden"> to {name} (opens in a new tab)</span>
        </a>
        <a href={largerMapUrl} target="_blank" rel="noopener">
          View larger map<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
