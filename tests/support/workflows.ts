import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

/** The GitHub workflows of the repository, parsed, for tests that read what they run. */
export const ROOT = resolve(import.meta.dirname, '../..');
export const WORKFLOWS_DIR = join(ROOT, '.github/workflows');
export const workflowFiles = readdirSync(WORKFLOWS_DIR).filter((f) => /\.ya?ml$/.test(f));

export interface Step {
  id?: string;
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
export interface Job {
  if?: string;
  needs?: string | string[];
  steps?: Step[];
  env?: Record<string, string>;
  container?: { image: string; options?: string } | string;
  services?: Record<string, { image: string }>;
  strategy?: { matrix?: Record<string, unknown[]> };
  outputs?: Record<string, string>;
  permissions?: Record<string, string>;
  'timeout-minutes'?: number;
}
export interface Workflow {
  name: string;
  on: Record<string, unknown>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

export const readWorkflow = (file: string): Workflow => parse(readFileSync(join(WORKFLOWS_DIR, file), 'utf8')) as Workflow;

export const runLinesOf = (job: Job): string[] => (job.steps ?? []).flatMap((step) => step.run?.split('\n') ?? []);
export const runLines = (file: string): string[] => Object.values(readWorkflow(file).jobs).flatMap(runLinesOf);
export const needsOf = (job: Job): string[] => (job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs]);

/** The jobs of a workflow whose run lines match. */
export function jobsRunning(workflow: Workflow, pattern: RegExp): Array<[string, Job]> {
  return Object.entries(workflow.jobs).filter(([, job]) => runLinesOf(job).some((line) => pattern.test(line)));
}

const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/**
 * What a workflow would fail on at once: an `npm run`/`npm test` of a script package.json lacks (or
 * whose `node <file>` is gone), an `npx` of a binary no package installs, a `node`/`bash` of a file
 * that is not there.
 */
export function missingCommands(lines: readonly string[]): string[] {
  const missing: string[] = [];
  for (const line of lines) {
    for (const match of line.matchAll(/\bnpm (?:run(?:-script)? (?:--silent |-s )?([\w:.-]+)|(test|start)\b)/g)) {
      const name = match[1] ?? match[2]!;
      const script = scripts[name];
      if (script === undefined) missing.push(`npm run ${name}: no such script in package.json`);
      const target = script && /^node (\S+\.[cm]?[jt]s)\b/.exec(script)?.[1];
      if (target && !existsSync(join(ROOT, target))) missing.push(`npm run ${name} runs ${target}, which does not exist`);
    }
    for (const [, bin] of line.matchAll(/\bnpx (?:--no-install |--yes |-y )?([\w@/.-]+)/g)) {
      if (!existsSync(join(ROOT, 'node_modules/.bin', bin!))) missing.push(`npx ${bin}: no installed package provides it`);
    }
    for (const [, path] of line.matchAll(/\b(?:node|bash) ((?:\.{0,2}\/)?[\w./-]+\.(?:[cm]?[jt]s|sh)|\.ci\/run)\b/g)) {
      if (!existsSync(join(ROOT, path!))) missing.push(`${path}: no such file`);
    }
  }
  return missing;
}

/** The one job of a workflow whose run lines match (a test fails naming the pattern when there is none). */
export function jobRunning(workflow: Workflow, pattern: RegExp): Job {
  const found = jobsRunning(workflow, pattern)[0];
  if (!found) throw new Error(`${workflow.name}: no job runs ${pattern}`);
  return found[1];
}
