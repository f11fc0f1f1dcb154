import { describe, expect, it } from 'vitest';
import { customSlider } from './custom-slider.ts';

describe('customSlider (spin_code)', () => {
  it('takes only the frame address from a pasted embed code', () => {
    expect(customSlider('<iframe src="https://spins.spincar.com/dealer/VIN123" width="100%" onload="alert(1)" allowfullscreen></iframe>')).toEqual({
      slider: { src: 'https://spins.spincar.com/dealer/VIN123', host: 'spins.spincar.com' },
    });
    expect(customSlider(' https://spins.spincar.com/dealer/VIN9 ')).toEqual({
      slider: { src: 'https://spins.spincar.com/dealer/VIN9', host: 'spins.spincar.com' },
    });
  });

  it('refuses scripts, other hosts, plain http and odd addresses, saying why', () => {
    const refused = [
      '<script src="https://spins.spincar.com/x.js"></script>',
      '<iframe src="https://evil.example/spin"></iframe>',
      'http://spins.spincar.com/dealer/VIN',
      'https://user:pw@spins.spincar.com/dealer/VIN',
      'https://spins.spincar.com:8443/dealer/VIN',
      'javascript:alert(1)',
      '/relative/path',
    ];
    for (const code of refused) expect(customSlider(code), code).toHaveProperty('problem');
  });

  it('is nothing when the feed has no code', () => {
    expect(customSlider(null)).toBeUndefined();
    expect(customSlider('  ')).toBeUndefined();
  });
});
