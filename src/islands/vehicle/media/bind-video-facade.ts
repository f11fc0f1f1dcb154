import type { VideoEmbed } from '../../../site/vehicle/video.ts';

/**
 * Click-to-load videos: the page ships a local poster and a link; only a click builds the player,
 * so no third-party script or request happens before the shopper asks for the video.
 */
export function bindVideoFacades(scope: HTMLElement): void {
  for (const facade of scope.querySelectorAll<HTMLElement>('[data-video]')) {
    const play = facade.querySelector<HTMLAnchorElement>('[data-play]');
    const video = JSON.parse(facade.dataset.video ?? 'null') as VideoEmbed | null;
    if (!play || !video || video.kind === 'link') continue;
    play.removeAttribute('target');
    play.setAttribute('role', 'button');
    play.addEventListener('click', (event) => {
      event.preventDefault();
      facade.replaceChildren(player(video, facade.dataset.videoTitle ?? 'Video'));
      facade.classList.add('is-playing');
    });
  }
}

function player(video: Exclude<VideoEmbed, { kind: 'link' }>, title: string): HTMLElement {
  if (video.kind === 'iframe') {
    const frame = document.createElement('iframe');
    frame.src = video.embedUrl;
    frame.title = title;
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    frame.className = 'video-facade__player';
    return frame;
  }
  const element = document.createElement('video');
  element.src = video.fileUrl;
  element.controls = true;
  element.autoplay = true;
  element.playsInline = true;
  element.title = title;
  element.className = 'video-facade__player';
  return element;
}
