/**
 * Copies a dealer's public/ folder into its built site, treating the folder as untrusted input:
 * only regular files of allowed types, never a link, symbolic or hard (nor anything resolving outside the folder),
 * never over a file the build wrote (a route, robots.txt, the sitemap), SVG only when it is a
 * plain picture. Everything refused is reported by path and reason; nothing of it is copied.
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { svgProblems } from '../../src/security/svg-safety.ts';

/** Pictures, fonts and documents a dealer may publish under their own paths. */
const ALLOWED_EXTENSIONS = new Set(['.webp', '.avif', '.png', '.jpg', '.jpeg', '.gif', '.ico', '.svg', '.woff2', '.woff', '.pdf']);

/** Site verification and policy files, by exact name, with the content each must have. */
const LISTED_FILES: Array<{ name: RegExp; content: RegExp }> = [
  { name: /^google[0-9a-f]{8,32}\.html$/, content: /^google-site-verification: google[0-9a-f]{8,32}\.html\s*$/ },
  { name: /^BingSiteAuth\.xml$/, content: /^<\?xml version="1\.0"\?>\s*<users>\s*<user>[0-9A-F]{16,64}<\/user>\s*<\/users>\s*$/ },
  { name: /^(ads|app-ads)\.txt$/, content: /^[^<>]*$/ },
  { name: /^\.well-known\/security\.txt$/, content: /^[^<>]*$/ },
];

const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface PublicCopyReport {
  copied: string[];
  refused: Array<{ path: string; reason: string }>;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** Why a dealer's public file is not published (undefined: it is); `npm run dev` serves by the same rule. */
export function publicFileRefusal(sourceRoot: string, source: string, sitePath: string, siteDir: string, replaceable: ReadonlySet<string>): string | undefined {
  const stat = lstatSync(source);
  if (stat.isSymbolicLink()) return 'a link (only regular files are published)';
  if (!stat.isFile()) return 'not a regular file';
  // A hard link is the same file under a second name, possibly outside the folder: refused like a symlink.
  if (stat.nlink > 1) return 'a hard link (another name for a file that may live outside the folder; only plain files are published)';
  if (!realpathSync(source).startsWith(sourceRoot + sep)) return 'resolves outside the public folder';
  if (stat.size > MAX_FILE_BYTES) return `larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`;
  if (existsSync(join(siteDir, sitePath)) && !replaceable.has(sitePath)) return 'would replace a file the build wrote (a page, robots.txt, the sitemap…)';
  const listed = LISTED_FILES.find((file) => file.name.test(sitePath));
  if (listed) return listed.content.test(readFileSync(source, 'utf8')) ? undefined : 'not in the expected format of this verification file';
  const segments = sitePath.split('/');
  if (segments.some((segment) => /^[._]/.test(segment))) return 'hidden or reserved name (starts with "." or "_")';
  const ext = extension(sitePath);
  if (!ALLOWED_EXTENSIONS.has(ext)) return `type ${ext || '(none)'} is not published (pictures, fonts and PDFs only)`;
  if (ext === '.svg' && !sitePath.endsWith('.svg'))
    return 'an SVG is published only under a lower-case .svg name (the CDN rule that sandboxes every SVG matches that name)';
  if (ext === '.svg') {
    const problems = svgProblems(readFileSync(source, 'utf8'));
    if (problems.length > 0) return `SVG with ${problems.join('; ')}`;
  }
  return undefined;
}

/**
 * Copies `publicDir` into `siteDir` by the rules above; a missing folder copies nothing.
 * `replaceable`: site paths a dealer may override (the platform's default favicon).
 */
export function copyDealerPublic(publicDir: string, siteDir: string, replaceable: ReadonlySet<string> = new Set()): PublicCopyReport {
  const report: PublicCopyReport = { copied: [], refused: [] };
  if (!existsSync(publicDir)) return report;
  if (lstatSync(publicDir).isSymbolicLink()) {
    report.refused.push({ path: 'public', reason: 'the public folder is a link' });
    return report;
  }
  const sourceRoot = realpathSync(publicDir);
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = join(dir, entry.name);
      const sitePath = relative(publicDir, source).split(sep).join('/');
      if (entry.isDirectory() && !entry.isSymbolicLink()) {
        walk(source);
        continue;
      }
      const reason = publicFileRefusal(sourceRoot, source, sitePath, siteDir, replaceable);
      if (reason) {
        report.refused.push({ path: `public/${sitePath}`, reason });
        continue;
      }
      mkdirSync(dirname(join(siteDir, sitePath)), { recursive: true });
      copyFileSync(source, join(siteDir, sitePath));
      report.copied.push(sitePath);
    }
  };
  walk(publicDir);
  return report;
}
