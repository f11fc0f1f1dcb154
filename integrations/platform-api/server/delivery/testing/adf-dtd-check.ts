import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * ADF documents checked by libxml2's own validator (xmllint, Debian `libxml2-utils`) against the two
 * DTDs dealers' tools use: the one published in the ADF 1.0 specification and the errata DTD. Copies
 * of both sit beside this file (from ../shared/standards/), so the tests need no network.
 */

export const ADF_DTDS = {
  published: new URL('./adf-dtd/adf-1.0.dtd', import.meta.url).pathname,
  errata: new URL('./adf-dtd/adf-1.0-errata.dtd', import.meta.url).pathname,
} as const;

export type AdfDtd = keyof typeof ADF_DTDS;

/**
 * libxml2 reports two content models of the published DTD (`contact`, `colorcombination`) as not
 * deterministic. That is a remark about the DTD, printed without a document position, and it does not
 * make a document invalid; everything else xmllint prints about a document is a problem.
 */
const DTD_REMARK = /^validity error : Content model of \w+ is not determinist:/;

const run = promisify(execFile);

/** Problems per document (in order), for each DTD; [] means the document is well-formed and valid. */
export async function adfDtdProblems(documents: string[], dtds: AdfDtd[] = ['published', 'errata']): Promise<Record<AdfDtd, string[][]>> {
  const dir = mkdtempSync(join(tmpdir(), 'adf-check-'));
  try {
    const files = documents.map((xml, index) => {
      const file = join(dir, `lead-${index}.xml`);
      writeFileSync(file, xml);
      return file;
    });
    const result = { published: [], errata: [] } as Record<AdfDtd, string[][]>;
    for (const dtd of dtds) result[dtd] = await check(files, ADF_DTDS[dtd]);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function check(files: string[], dtdPath: string): Promise<string[][]> {
  let output: string;
  try {
    const { stderr } = await run('xmllint', ['--noout', '--nonet', '--dtdvalid', dtdPath, ...files], { maxBuffer: 64 * 1024 * 1024 });
    output = stderr;
  } catch (error) {
    const failed = error as { stderr?: string; code?: unknown };
    if (typeof failed.stderr !== 'string' || failed.code === 'ENOENT')
      throw new Error('xmllint is not installed (Debian: apt-get install libxml2-utils)', { cause: error });
    output = failed.stderr;
  }
  const problems = files.map((): string[] => []);
  let current = -1;
  for (const line of output.split('\n')) {
    if (line.trim() === '' || DTD_REMARK.test(line)) continue;
    const index = files.findIndex((file) => line.startsWith(`${file}:`) || line.startsWith(`Document ${file} `) || line.includes(` ${file} `));
    if (index >= 0) current = index;
    // Continuation lines (the source excerpt and its caret) belong to the message before them.
    if (current < 0) throw new Error(`xmllint said something about no document: ${line}`);
    // "lead-0.xml:27: element x: validity error : …" → "element x: validity error : …"
    problems[current]?.push(line.replaceAll(`${dirname(files[current] ?? '')}/`, '').replace(/^lead-\d+\.xml:\d+: /, ''));
  }
  // "Document … does not validate" only repeats what the lines before it said.
  return problems.map((lines) => (lines.length > 1 ? lines.filter((line) => !SUMMARY.test(line)) : lines));
}

const SUMMARY = /^Document \S+ does not validate against /;

/** One document's problems against each DTD: `{ published: [], errata: [] }` when valid against both. */
export async function adfValidity(xml: string): Promise<Record<AdfDtd, string[]>> {
  const result = await adfDtdProblems([xml]);
  return { published: result.published[0] ?? [], errata: result.errata[0] ?? [] };
}

export const VALID: Record<AdfDtd, string[]> = { published: [], errata: [] };

/**
 * The two DTDs contradict each other on <timeframe>: the published one declares it as text (and its
 * <description>, <earliestdate> and <latestdate> as elements nothing contains); the specification's
 * prose and the errata DTD put those three inside it, which is what CRMs read an appointment from.
 * A lead with an appointment follows the prose, so this is the one thing the published DTD reports
 * about it — and nothing else may be (docs/lead-delivery.md).
 */
export const VALID_WITH_TIMEFRAME: Record<AdfDtd, string[]> = {
  published: ['element timeframe: validity error : Element timeframe was declared #PCDATA but contains non text nodes'],
  errata: [],
};
