import { describe, expect, it } from 'vitest';
import { truncatedHtml, truncatedText } from './text.ts';

describe('truncatedHtml', () => {
  const long = `<p>${'Great car with full history. '.repeat(20)}</p><script>window.bad = 1</script><img src=x onerror="bad()">`;

  it('sanitises and cuts the text at the limit with an ellipsis', () => {
    const result = truncatedHtml(long, 400);
    expect(result?.fullHtml).not.toMatch(/script|onerror|<img/);
    expect(result?.short?.length).toBeLessThanOrEqual(401);
    expect(result?.short?.endsWith('…')).toBe(true);
    expect(result?.short).not.toMatch(/bad/);
  });

  it('no cut for short text, nothing for empty or script-only text', () => {
    expect(truncatedHtml('<p>Short</p>', 400)).toEqual({ fullHtml: '<p>Short</p>' });
    expect(truncatedHtml('<script>alert(1)</script>', 400)).toBeUndefined();
    expect(truncatedHtml(null, 400)).toBeUndefined();
  });

  it('plain text is escaped, not interpreted', () => {
    expect(truncatedText('Fees <b>apply</b>', 197)).toEqual({ fullHtml: 'Fees &lt;b&gt;apply&lt;/b&gt;' });
  });
});
