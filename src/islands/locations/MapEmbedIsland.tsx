import { useState } from 'react';
import { MapEmbedView } from './MapEmbedView.tsx';

interface Props {
  name: string;
  address: string;
  embedUrl: string;
  largerMapUrl: string;
  directionsUrl: string;
}

/** The location map: no API key, no request to the map service until the shopper asks. */
export default function MapEmbedIsland(props: Props) {
  const [shown, setShown] = useState(false);
  return <MapEmbedView {...props} shown={shown} onShow={() => setShown(true)} />;
}
