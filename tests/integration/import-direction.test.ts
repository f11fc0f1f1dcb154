import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules in eslint.config.js keep the direction of the code (docs/architecture.md): browser
 * code never imports the server, the server never imports UI. Linted as if the snippet sat at `path`.
 */
const ROOT = resolve(import.meta.dirname, '../..');
// The snippets are not files of the project, so without type information (the type-aware rules are off).
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

async function restrictedImports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('import direction', () => {
  it('refuses server code in an island, a component script and a site view model', async () => {
    const fromServer = "import { warmDealers } from '../../integrations/platform-api/server/tenants/warm-dealers.ts';\nexport const x = warmDealers;\n";
    expect(await restrictedImports('src/islands/search/example.ts', fromServer)).toEqual([expect.stringMatching(/never imports the server/)]);
    expect(await restrictedImports('src/site/example.ts', fromServer)).toEqual([expect.stringMatching(/never imports the server/)]);
  }, 60_000);

  it('refuses UI code and UI frameworks in the server, and lets it share the domain', async () => {
    const path = 'integrations/platform-api/server/handlers/example.ts';
    expect(await restrictedImports(path, "import type { ReactNode } from 'react';\nexport type X = ReactNode;\n")).toEqual([
      expect.stringMatching(/no UI framework/),
    ]);
    expect(await restrictedImports(path, "import { cardFacts } from '../../../../src/islands/search/card-facts.ts';\nexport const y = cardFacts;\n")).toEqual([
      expect.stringMatching(/never imports islands/),
    ]);
    expect(await restrictedImports(path, "import { formatPrice } from '../../../../src/domain/format.ts';\nexport const z = formatPrice;\n")).toEqual([]);
  }, 60_000);
});
