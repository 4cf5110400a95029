import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, DEMO_SECRETS, loadConfig } from './config';

/** Real values an operator would give, so only the variable under test differs. */
const OWN_SECRETS = { UPLOAD_ACCESS_KEY_ID: 'AKIAOWNKEY0000000001', UPLOAD_SECRET_ACCESS_KEY: 'own-secret-of-this-deployment' };

describe('production mode', () => {
  it('seeds the demo only in the embedded quick start, unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/takeflow' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', ...OWN_SECRETS }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses to start with a public demo secret and names the variable to set', () => {
    for (const name of Object.keys(DEMO_SECRETS)) {
      const env: Record<string, string> = { NODE_ENV: 'production', ...OWN_SECRETS };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`${name} is the public demo value; set ${name}`));
      expect(() => loadConfig({ ...env, [name]: DEMO_SECRETS[name as keyof typeof DEMO_SECRETS] })).toThrow(new RegExp(name));
    }
    expect(loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS }).production).toBe(true);
    // The quick start keeps its defaults.
    expect(loadConfig({}).upload.secretAccessKey).toBe(DEMO_SECRETS.UPLOAD_SECRET_ACCESS_KEY);
  });

  it('reads the signing key from the environment or a file, not both', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-config-'));
    try {
      const file = path.join(dir, 'jwt.pem');
      fs.writeFileSync(file, '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n');
      expect(loadConfig({ JWT_SIGNING_KEY_FILE: file }).jwtSigningKey).toBe('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----');
      expect(loadConfig({ JWT_SIGNING_KEY: 'a\\nb' }).jwtSigningKey).toBe('a\nb');
      expect(loadConfig({}).jwtSigningKey).toBeNull();
      expect(() => loadConfig({ JWT_SIGNING_KEY: 'x', JWT_SIGNING_KEY_FILE: file })).toThrow(/must not both be set/);
      expect(() => loadConfig({ JWT_VERIFY_KEYS_FILE: path.join(dir, 'absent.pem') })).toThrow(/JWT_VERIFY_KEYS_FILE cannot be read/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes PUBLIC_URL as an http(s) address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://video.example.org/' }).publicUrl).toBe('https://video.example.org');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(() => loadConfig({ PUBLIC_URL: 'video.example.org' })).toThrow(/PUBLIC_URL/);
  });
});
