import sharp from 'sharp';
const dir = process.argv[2]!;
const names = process.argv.slice(3);
const tiles = await Promise.all(names.map((n) => sharp(`${dir}/${n}.webp`).resize(400, 267).png().toBuffer()));
const cols = 3;
const rows = Math.ceil(tiles.length / cols);
await sharp({ create: { width: 400 * cols, height: 267 * rows, channels: 3, background: '#ffffff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * 400, top: Math.floor(i / cols) * 267 })))
  .png().toFile('/tmp/peek/montage.png');
