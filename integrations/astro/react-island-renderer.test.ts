import { describe, expect, it } from 'vitest';
import { markReactIsland, reactIslandRendererPlugin } from './react-island-renderer.ts';

const island = '/repo/src/islands/forms/LeadForm.tsx';
const mark = `[Symbol.for("astro:renderer")] = "@astrojs/react";`;

describe('React islands named to Astro in the server build', () => {
  it('marks the default export of an island module, as a function or a name', () => {
    expect(markReactIsland('export default function SimilarCarsIsland() {}', island)).toContain(`\nSimilarCarsIsland${mark}`);
    expect(markReactIsland('const LeadForm = () => null;\nexport default LeadForm;', island)).toContain(`\nLeadForm${mark}`);
    expect(markReactIsland('export default function X() {}', `${island}?astro&type=x`)).toContain(`X${mark}`);
  });

  it('leaves other modules alone', () => {
    expect(markReactIsland('export default function helper() {}', '/repo/src/islands/forms/use-lead-form.ts')).toBeNull();
    expect(markReactIsland('export default function Page() {}', '/repo/src/components/Page.tsx')).toBeNull();
    expect(markReactIsland('export function Named() {}', island)).toBeNull();
  });

  it('marks server modules only: browser bundles do not change', () => {
    const plugin = reactIslandRendererPlugin();
    const code = 'export default function X() {}';
    expect(plugin.transform.call({ environment: { config: { consumer: 'server' } } }, code, island)?.code).toContain(`X${mark}`);
    expect(plugin.transform.call({ environment: { config: { consumer: 'client' } } }, code, island)).toBeNull();
    expect(plugin.transform.call({}, code, island, { ssr: true })?.code).toContain(`X${mark}`);
    expect(plugin.transform.call({}, code, island)).toBeNull();
  });

  it('the mark is the one Astro reads before asking renderers', () => {
    const Component = () => null;
    new Function('X', markReactIsland('export default function X() {}', island)!.replace('export default function X() {}', ''))(Component);
    expect((Component as unknown as Record<symbol, string>)[Symbol.for('astro:renderer')]).toBe('@astrojs/react');
  });
});
