import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Starts the reference platform API beside the preview sites when it is present, so the
 * demo dealers' forms, views and gauges work locally. Returns undefined when it is not.
 */
export async function startPlatformApi(options: {
  root: string;
  tenantsDir: string;
  dealerPorts: number[];
}): Promise<{ url: string } | undefined> {
  const entry = join(options.root, 'integrations/platform-api/server/preview.ts');
  if (!existsSync(entry)) return undefined;
  const { startForPreview } = (await import(entry)) as {
    startForPreview: (o: { tenantsDir: string; origins: string[]; port: number; dbPath: string }) => Promise<{ url: string }>;
  };
  const origins = options.dealerPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  return startForPreview({
    tenantsDir: options.tenantsDir,
    origins,
    port: Number(process.env.PLATFORM_API_PORT ?? 8787),
    dbPath: join(options.root, '.data/platform.sqlite'),
  });
}
