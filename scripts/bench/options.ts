import { parseArgs } from 'node:util';

/**
 * The command-line options of the bench and CI scripts: each option named once with its default,
 * a number default meaning the option is read as a number (and refused when it is not one), and
 * `--help` printing the script's usage. Unknown options are refused, as parseArgs does.
 */

type OptionValues<Defaults> = { [Name in keyof Defaults]: Defaults[Name] extends number ? number : string };

export function parseOptions<const Defaults extends Record<string, string | number>>(
  defaults: Defaults,
  args: string[],
): { help: boolean; values: OptionValues<Defaults> } {
  const options = Object.fromEntries(Object.keys(defaults).map((name) => [name, { type: 'string' as const }]));
  const given: Record<string, string | boolean | undefined> = parseArgs({ args, options: { ...options, help: { type: 'boolean' } } }).values;
  const values: Record<string, string | number> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const text = given[name];
    if (typeof text !== 'string') values[name] = fallback;
    else if (typeof fallback === 'string') values[name] = text;
    else if (text.trim() === '' || !Number.isFinite(Number(text))) throw new Error(`--${name}: expected a number, got "${text}"`);
    else values[name] = Number(text);
  }
  return { help: given.help === true, values: values as OptionValues<Defaults> };
}

/** This process's options; `--help` prints `usage` and exits. */
export function readOptions<const Defaults extends Record<string, string | number>>(usage: string, defaults: Defaults): OptionValues<Defaults> {
  const { help, values } = parseOptions(defaults, process.argv.slice(2));
  if (help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}
