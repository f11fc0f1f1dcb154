import { execFileSync, spawnSync } from 'node:child_process';
import vnuJar from 'vnu-jar';

/**
 * The W3C Nu HTML checker (npm vnu-jar, the checker behind validator.w3.org/nu) over a set of files in one
 * Java run: starting the JVM costs seconds, checking a page milliseconds. Java comes from the system
 * (Debian's default-jre-headless; .ci/run installs it when missing): vnu-jar's own download of a Java at
 * install time is blocked here, as every install script is.
 */

/** The package's main module is the path of its vnu.jar (a String object). */
const VNU_JAR = String(vnuJar);

export interface NuError {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

/**
 * CSS the checker's CSS grammar does not know yet, though it is in a published CSS specification and
 * the site uses it on purpose (each with a fallback for browsers without it): CSS Anchor Positioning
 * (anchor-name, position-anchor, position-area, position-try-fallbacks: the header's menus) and
 * @property (CSS Properties and Values API: the animated counters). Only these exact messages are set
 * aside; any other CSS error fails.
 */
const UNKNOWN_TO_THE_CHECKER = [
  /^CSS: “(anchor-name|position-anchor|position-area|position-try-fallbacks)”: Property “\1” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@property”$/,
];

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function javaOnPath(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error('The HTML check needs Java: sudo apt-get install -y default-jre-headless (.ci/run installs it when missing)');
  }
}

/** Every error the Nu checker finds in these HTML files (warnings and info messages are not errors). */
export function nuErrors(files: readonly string[]): NuError[] {
  if (files.length === 0) return [];
  javaOnPath();
  const output = execFileSync(
    'java',
    ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--errors-only', '--no-langdetect', '--exit-zero-always', '--stdout', ...files],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const messages = (JSON.parse(output) as { messages: NuMessage[] }).messages;
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .filter((m) => !UNKNOWN_TO_THE_CHECKER.some((known) => known.test(m.message)))
    .map((m) => ({
      file: m.url ? decodeURIComponent(new URL(m.url).pathname) : '(checker)',
      ...(m.lastLine !== undefined ? { line: m.lastLine } : {}),
      message: m.message,
      ...(m.extract ? { extract: m.extract.slice(0, 160) } : {}),
    }));
}
