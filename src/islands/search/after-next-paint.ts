/**
 * Resolves once the browser has had the chance to paint what is on screen now: after the next animation
 * frame, in the task that follows it. Work started after it (a search, a large render) no longer delays
 * the paint that answers a tap. A hidden page runs no animation frames, so a timer resolves it there.
 */
export function afterNextPaint(hiddenFallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, hiddenFallbackMs);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}
