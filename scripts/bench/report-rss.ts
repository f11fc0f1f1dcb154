// Preloaded into a build child by scripts/bench/build.ts: records the process's peak RSS at exit.
import { appendFileSync } from 'node:fs';

const target = process.env.FORECOURT_RSS_REPORT;
if (target) process.on('exit', () => appendFileSync(target, `${process.resourceUsage().maxRSS}\n`));
