import useEmblaCarousel from 'embla-carousel-react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * A small accessible carousel on Embla: a region with slides, previous/next buttons that are
 * disabled at the ends, and native horizontal scrolling until Embla has started (and without JS).
 */

interface CarouselState {
  viewportRef: (node: HTMLElement | null) => void;
  ready: boolean;
  canPrev: boolean;
  canNext: boolean;
  prev: () => void;
  next: () => void;
}

const CarouselContext = createContext<CarouselState | null>(null);

/** Carousel state for the parts of a carousel; reading it outside one is a programming error (spec 02 §8). */
export function useCarousel(): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) throw new Error('useCarousel must be used within a <Carousel>');
  return state;
}

function useEmblaControls(slideCount: number): CarouselState {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', loop: false });
  // Before Embla measures, assume the start: nothing before, more after when there is more than one.
  const [ends, setEnds] = useState({ ready: false, canPrev: false, canNext: slideCount > 1 });
  useEffect(() => {
    if (!api) return;
    const update = () => setEnds({ ready: true, canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    update();
    api.on('select', update).on('reInit', update).on('resize', update);
    return () => {
      api.off('select', update).off('reInit', update).off('resize', update);
    };
  }, [api]);
  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  return { viewportRef, ...ends, prev, next };
}

interface CarouselProps {
  label: string;
  slideCount: number;
  children: ReactNode;
}

export function Carousel({ label, slideCount, children }: CarouselProps) {
  const state = useEmblaControls(slideCount);
  return (
    <CarouselContext.Provider value={state}>
      <section className="carousel" aria-roledescription="carousel" aria-label={label}>
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export function CarouselViewport({ children }: { children: ReactNode }) {
  const { viewportRef, ready } = useCarousel();
  return (
    <div className={`carousel__viewport${ready ? '' : ' carousel__viewport--native'}`} ref={viewportRef}>
      <div className="carousel__container">{children}</div>
    </div>
  );
}

export function CarouselSlide({ index, count, children }: { index: number; count: number; children: ReactNode }) {
  return (
    <div className="carousel__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
      {children}
    </div>
  );
}

export function CarouselControls({ noun }: { noun: string }) {
  const { canPrev, canNext, prev, next } = useCarousel();
  return (
    <div className="carousel__controls">
      <p className="carousel__hint" aria-hidden="true">
        <svg width="18" height="18" viewBox="0 0 24 24">
          <path fill="currentColor" d="M8 7 3 12l5 5v-4h8v4l5-5-5-5v4H8z" />
        </svg>
        Swipe
      </p>
      <button type="button" className="carousel__button" onClick={prev} disabled={!canPrev} aria-label={`Previous ${noun}`}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
        </svg>
      </button>
      <button type="button" className="carousel__button" onClick={next} disabled={!canNext} aria-label={`Next ${noun}`}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path fill="currentColor" d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
        </svg>
      </button>
    </div>
  );
}
