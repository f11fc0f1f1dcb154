import { describe, expect, it } from 'vitest';
import { renderedOnce } from './render-once.ts';

describe('renderedOnce', () => {
  it('renders a part once per dealer and gives every later page the same HTML', async () => {
    const dealer = {};
    let renders = 0;
    const render = async () => `<header>${++renders}</header>`;
    expect(await renderedOnce(dealer, 'header', render)).toBe('<header>1</header>');
    expect(await renderedOnce(dealer, 'header', render)).toBe('<header>1</header>');
    expect(renders).toBe(1);
    expect(await renderedOnce(dealer, 'footer', async () => '<footer></footer>')).toBe('<footer></footer>');
  });

  it('never gives one dealer another dealer’s part (a build worker builds dealer after dealer)', async () => {
    expect(await renderedOnce({}, 'header', async () => 'first dealer')).toBe('first dealer');
    expect(await renderedOnce({}, 'header', async () => 'second dealer')).toBe('second dealer');
  });

  it('keeps no failed render: the next page renders again', async () => {
    const dealer = {};
    await expect(renderedOnce(dealer, 'header', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await renderedOnce(dealer, 'header', async () => 'fixed')).toBe('fixed');
  });
});
