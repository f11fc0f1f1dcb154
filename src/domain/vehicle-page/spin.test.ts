import { describe, expect, it } from 'vitest';
import { autoRotateTick, frameAfterDrag, hotspotsOnFrame, initialMediaView, wrapFrame, type AutoRotation } from './spin.ts';

describe('spin frames', () => {
  it('wraps both ways', () => {
    expect(wrapFrame(36, 36)).toBe(0);
    expect(wrapFrame(-1, 36)).toBe(35);
    expect(wrapFrame(5, 0)).toBe(0);
  });

  it('moves one frame per full 20 px of drag, never on a partial step', () => {
    expect(frameAfterDrag(0, -19, 36)).toBe(0);
    expect(frameAfterDrag(0, -20, 36)).toBe(1);
    expect(frameAfterDrag(0, -59, 36)).toBe(2);
    expect(frameAfterDrag(0, 20, 36)).toBe(35);
    expect(frameAfterDrag(10, -20 * 36, 36)).toBe(10);
  });

  it('auto-rotates one frame per tick and stops after exactly one full turn', () => {
    let state: AutoRotation | null = { frame: 3, steps: 0 };
    const frames: number[] = [];
    while (state) {
      frames.push(state.frame);
      state = autoRotateTick(state, 4);
    }
    expect(frames).toEqual([3, 0, 1, 2, 3]);
    expect(autoRotateTick({ frame: 0, steps: 0 }, 1)).toBeNull();
  });
});

describe('hotspots', () => {
  const hotspots = [
    { id: 'a', description: 'Headlights' },
    { id: 'b', description: 'Wheels' },
    { id: 'c', description: 'No position' },
  ];
  const positions = { a: { activeAngle: 0, posX: 30, posY: 40 }, b: { activeAngle: 37, posX: 120, posY: -5 } };

  it('sit on their own frame, with positions kept inside the image', () => {
    expect(hotspotsOnFrame(hotspots, positions, 0, 36)).toEqual([{ id: 'a', description: 'Headlights', x: 30, y: 40 }]);
    expect(hotspotsOnFrame(hotspots, positions, 1, 36)).toEqual([{ id: 'b', description: 'Wheels', x: 100, y: 0 }]);
    expect(hotspotsOnFrame(hotspots, positions, 2, 36)).toEqual([]);
  });

  it('all placed hotspots on an interior panorama (no frame)', () => {
    expect(hotspotsOnFrame(hotspots, positions, null).map((h) => h.id)).toEqual(['a', 'b']);
  });
});

describe('initial media view', () => {
  it('follows the dealer setting only when there is a spin', () => {
    expect(initialMediaView(true, 'spinner')).toBe('spinner');
    expect(initialMediaView(true, 'gallery')).toBe('gallery');
    expect(initialMediaView(false, 'spinner')).toBe('gallery');
  });
});
