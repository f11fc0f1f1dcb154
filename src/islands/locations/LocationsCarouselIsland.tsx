import { LocationCard } from '../../components/location/LocationCard.tsx';
import type { LocationSummary } from '../../site/dealer/locations.ts';
import { Carousel, CarouselControls, CarouselSlide, CarouselViewport } from './carousel.tsx';
import { OpenNowSlot } from './OpenNowSlot.tsx';

interface Props {
  label: string;
  /** Visible locations, already sorted by name. */
  locations: LocationSummary[];
  /** 2 when the carousel sits right under the page's h1 (the locations page), else 3. */
  headingLevel?: 2 | 3;
}

/** The locations listing: a carousel of location cards with a Swipe hint (spec 02 §2). */
export default function LocationsCarouselIsland({ label, locations, headingLevel = 3 }: Props) {
  return (
    <Carousel label={label} slideCount={locations.length}>
      <CarouselControls noun="locations" />
      <CarouselViewport>
        {locations.map((location, index) => (
          <CarouselSlide key={location.slug} index={index} count={locations.length}>
            <LocationCard location={location} headingLevel={headingLevel}>
              <OpenNowSlot openNow={location.openNow} showToday />
            </LocationCard>
          </CarouselSlide>
        ))}
      </CarouselViewport>
    </Carousel>
  );
}
