import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingSecret, sameSecretName, secretEnvName, secretFilePath, secretPlaces } from './dealer-secrets.ts';
import { assertSecretsDirOutside, directorySecrets, environmentSecrets, operatorSecrets } from './secret-sources.ts';

const dir = mkdtempSync(join(tmpdir(), 'dealer-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('dealer secret names', () => {
  it('are derived from the website id and the kind, never from anything a dealer writes', () => {
    expect(secretEnvName({ websiteId: 101, kind: 'smtp-password' })).toBe('FORECOURT_101_SMTP_PASSWORD');
    expect(secretEnvName({ websiteId: 101, kind: 'inbox-key' })).toBe('FORECOURT_101_INBOX_KEY');
    expect(secretEnvName({ websiteId: 7, kind: 'valuation-api-key' })).toBe('FORECOURT_7_VALUATION_API_KEY');
    expect(secretEnvName({ websiteId: 7, kind: 'webhook-secret', webhook: 'crm-main' })).toBe('FORECOURT_7_WEBHOOK_CRM_MAIN_SECRET');
    expect(secretFilePath({ websiteId: 7, kind: 'webhook-secret', webhook: 'CRM_main' })).toEqual(['7', 'webhook-crm-main-secret']);
    expect(secretFilePath({ websiteId: 7, kind: 'turnstile-secret' })).toEqual(['7', 'turnstile-secret']);
    expect(secretPlaces('smtp-password')).toBe('FORECOURT_<website id>_SMTP_PASSWORD or the file <secrets dir>/<website id>/smtp-password');
  });

  it('refuse what is not a website id, so no name can be steered into another variable', () => {
    expect(() => secretEnvName({ websiteId: 0, kind: 'inbox-key' })).toThrow(/not a website id/);
    expect(() => secretEnvName({ websiteId: 1.5, kind: 'inbox-key' })).toThrow(/not a website id/);
    expect(() => secretFilePath({ websiteId: Number.NaN, kind: 'inbox-key' })).toThrow(/not a website id/);
  });

  it('tell two webhook names apart only when their secret names differ', () => {
    expect(sameSecretName('crm-main', 'crm_main')).toBe(true);
    expect(sameSecretName('crm', 'CRM')).toBe(true);
    expect(sameSecretName('crm', 'crm2')).toBe(false);
  });
});

describe('the adapters', () => {
  it('read the environment by the derived name only', () => {
    const secrets = environmentSecrets({ FORECOURT_101_INBOX_KEY: 'k101', FORECOURT_202_INBOX_KEY: '', OTHER: 'x' });
    expect(secrets.resolve({ websiteId: 101, kind: 'inbox-key' })).toBe('k101');
    expect(secrets.resolve({ websiteId: 202, kind: 'inbox-key' })).toBeUndefined();
    expect(missingSecret(secrets, { websiteId: 202, kind: 'inbox-key' })).toMatch(/for website 202: set FORECOURT_202_INBOX_KEY/);
  });

  it('read one file per secret from the operator directory, ahead of the environment', () => {
    mkdirSync(join(dir, 'secrets', '101'), { recursive: true });
    writeFileSync(join(dir, 'secrets', '101', 'smtp-password'), 'from-file\n');
    writeFileSync(join(dir, 'secrets', '101', 'webhook-crm-secret'), 'hook\r\n');
    const files = directorySecrets(join(dir, 'secrets'));
    expect(files.resolve({ websiteId: 101, kind: 'smtp-password' })).toBe('from-file');
    expect(files.resolve({ websiteId: 101, kind: 'webhook-secret', webhook: 'crm' })).toBe('hook');
    expect(files.resolve({ websiteId: 202, kind: 'smtp-password' })).toBeUndefined();
    const both = operatorSecrets({ dir: join(dir, 'secrets'), env: { FORECOURT_101_SMTP_PASSWORD: 'from-env', FORECOURT_101_INBOX_KEY: 'env-key' } });
    expect(both.resolve({ websiteId: 101, kind: 'smtp-password' })).toBe('from-file');
    expect(both.resolve({ websiteId: 101, kind: 'inbox-key' })).toBe('env-key');
    expect(both.whereToPut({ websiteId: 9, kind: 'inbox-key' })).toBe(`FORECOURT_9_INBOX_KEY or the file ${join(dir, 'secrets', '9', 'inbox-key')}`);
  });

  it('refuse a secrets directory inside the dealer folders, or holding them', () => {
    mkdirSync(join(dir, 'tenants', 'dealer'), { recursive: true });
    expect(() => assertSecretsDirOutside(join(dir, 'tenants', 'dealer', 'secrets'), join(dir, 'tenants'))).toThrow(/must be outside the dealer folders/);
    expect(() => assertSecretsDirOutside(dir, join(dir, 'tenants'))).toThrow(/must be outside/);
    expect(() => assertSecretsDirOutside(join(dir, 'secrets'), join(dir, 'tenants'))).not.toThrow();
    expect(() => assertSecretsDirOutside(join(dir, 'tenants-secrets'), join(dir, 'tenants'))).not.toThrow();
  });
});
