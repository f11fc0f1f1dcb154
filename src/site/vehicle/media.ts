import type { SiteConfig } from '../../config/site.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { VEHICLE_PAGE } from '../../domain/vehicle-page/constants.ts';
import { hotspotsOnFrame, initialMediaView, wrapFrame, type MediaView, type PlacedHotspot } from '../../domain/vehicle-page/spin.ts';
import { imageSrcSet, imageUrlAt } from '../image-url.ts';
import { customSlider, type CustomSlider } from './custom-slider.ts';
import { videoEmbed, type VideoEmbed } from './video.ts';

/** What the gallery island renders: slides, thumbnails, the 360 spin. Plain data, serialisable as props. */

export interface GalleryImage {
  src: string;
  /** Undefined when only the URL as given exists (a feed photo without an image CDN). */
  srcset?: string;
  /** Largest version, for fullscreen. */
  full: string;
  thumb: string;
  width: number;
  height: number;
  alt: string;
}

export type GallerySlide = { kind: 'image'; image: GalleryImage } | { kind: 'video'; video: VideoEmbed; poster?: GalleryImage };

export interface SpinMedia {
  frames: string[];
  interior?: string;
  /** Each exterior hotspot with the frame it is drawn on. */
  exteriorHotspots: Array<PlacedHotspot & { frame: number }>;
  interiorHotspots: PlacedHotspot[];
}

export interface VehicleMedia {
  name: string;
  slides: GallerySlide[];
  showThumbnails: boolean;
  spin?: SpinMedia;
  /** The feed's custom slider (spin_code), when its frame address is allowed. */
  customSlider?: CustomSlider;
  initialView: MediaView;
}

export const GALLERY_SIZES = '(min-width: 992px) 60vw, 100vw';

export function galleryImages(vehicle: Vehicle, config: Pick<SiteConfig, 'integrations'>): GalleryImage[] {
  const cdn = config.integrations.imageCdn;
  return vehicle.images.map((image, index) => ({
    src: imageUrlAt(image.url, 800, cdn),
    srcset: imageSrcSet(image.url, cdn),
    full: imageUrlAt(image.url, 1200, cdn),
    thumb: image.thumb?.url ?? imageUrlAt(image.url, 240, cdn),
    width: image.width ?? 1200,
    height: image.height ?? 800,
    alt: image.alt?.trim() || `${vehicle.name}, photo ${index + 1} of ${vehicle.images.length}`,
  }));
}

/** The external video becomes the second slide (or the only one after a single photo). */
export function vehicleMedia(vehicle: Vehicle, config: Pick<SiteConfig, 'integrations' | 'experience' | 'url'>): VehicleMedia {
  const images = galleryImages(vehicle, config);
  const slides: GallerySlide[] = images.map((image) => ({ kind: 'image', image }));
  const video = videoEmbed(vehicle.external_video_url, config.url);
  if (video) {
    const slide: GallerySlide = images[0] ? { kind: 'video', video, poster: images[0] } : { kind: 'video', video };
    slides.splice(Math.min(VEHICLE_PAGE.videoSlideIndex, slides.length), 0, slide);
  }
  const frames = vehicle.spin_images.map((url) => url.trim()).filter(Boolean);
  const media: VehicleMedia = {
    name: vehicle.name,
    slides,
    showThumbnails: images.length > VEHICLE_PAGE.thumbnailsAfter,
    initialView: initialMediaView(frames.length > 1, config.experience.defaultMediaView),
  };
  const slider = customSlider(vehicle.spin_code);
  if (slider && 'slider' in slider) media.customSlider = slider.slider;
  if (frames.length > 1) {
    const positions = vehicle.hotspots?.positions ?? {};
    const spin: SpinMedia = {
      frames,
      exteriorHotspots: hotspotsOnFrame(vehicle.hotspots?.exterior ?? [], positions, null).map((spot) => ({
        id: spot.id,
        description: spot.description,
        x: spot.x,
        y: spot.y,
        frame: wrapFrame(positions[spot.id]?.activeAngle ?? 0, frames.length),
      })),
      interiorHotspots: hotspotsOnFrame(vehicle.hotspots?.interior ?? [], positions, null).map(({ id, description, x, y }) => ({
        id,
        description,
        x,
        y,
      })),
    };
    const interior = vehicle.spin_interior_image?.trim();
    if (interior) spin.interior = interior;
    media.spin = spin;
  }
  return media;
}
