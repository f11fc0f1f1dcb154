import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * A real build of a dealer whose Markdown page and stock comments carry script: the build log
 * names each file (and record) and what was dropped, and the published page holds only what the
 * allow-list keeps, legitimate embeds included.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const BUILD_TIMEOUT_MS = 300_000;

const PAGE = `---
title: "About us"
description: "Who we are"
---

We have been selling cars since 1990.

<script>alert(1)</script>

<img src="/media/team.jpg" alt="The team" onerror="alert(2)">

<iframe src="https://www.youtube.com/embed/abc123def45" title="Walkaround"></iframe>

<iframe src="https://evil.example/frame" title="Evil"></iframe>

[Finance](javascript:alert(3))
`;

let output = '';
let html = '';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-content-'));
  const dealer = join(dir, 'tenants', 'mini-motors');
  cpSync(join(ROOT, 'tests/fixtures/tenants/mini-motors'), dealer, { recursive: true });
  mkdirSync(join(dealer, 'content/pages'), { recursive: true });
  writeFileSync(join(dealer, 'content/pages/about-us.md'), PAGE);
  const out = join(dir, 'out');
  const args = [join(ROOT, 'scripts/build-tenants.ts'), '--tenants-dir', join(dir, 'tenants'), '--tenant', 'mini-motors', '--out', out, '--quiet'];
  const { stdout, stderr } = await run(process.execPath, args, { cwd: ROOT });
  output = stdout + stderr;
  html = readFileSync(join(out, 'mini-motors/about-us/index.html'), 'utf8');
}, BUILD_TIMEOUT_MS);

describe('dealer content in a real build', () => {
  it('warns naming the Markdown file and what was dropped', () => {
    const line = output.split('\n').find((l) => /⚠ \S*tenants\/mini-motors\/content\/pages\/about-us\.md: dropped /.test(l)) ?? '';
    for (const item of ['<script>', 'onerror on <img>', '<a>', 'href on <a>', '<iframe>']) expect(line).toContain(item);
    expect(line).toMatch(/— not allowed in dealer content \(docs\/security\.md\)$/);
  });

  it('warns naming the stock record whose comments lost markup', () => {
    expect(output).toMatch(/⚠ \S*tenants\/mini-motors\/data\/stock\.json \(id 1\): dealercomments: dropped <script>/);
  });

  it('publishes only what the allow-list keeps', () => {
    const prose = /<div class="prose">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(prose).toContain('We have been selling cars since 1990.');
    expect(prose).toContain('<img src="/media/team.jpg" alt="The team" />');
    expect(prose).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc123def45" title="Walkaround"></iframe>');
    expect(prose).toContain('<span>Finance</span>');
    expect(prose).not.toMatch(/alert|onerror|evil\.example|javascript:/);
  });
});
