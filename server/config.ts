import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { cookieDomain } from './auth/cookieDomain';
import { loadSsoProviders, type SsoProvider } from './sso/ssoConfig';

/** Repository root: the nearest folder above with package.json (server/, or build/app/server/ compiled). */
export const REPO_ROOT = findRoot(path.resolve(__dirname, '..'));

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}

export interface UploadConfig {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the browser POSTs the form; defaults to the bucket's virtual-hosted S3 address. */
  url: string;
}

/** Where the embedded object store accepts browser POST uploads when UPLOAD_URL is not set. */
export const EMBEDDED_UPLOAD_PATH = '/uploads';
/** Where the embedded CDN serves stored objects (`/cdn/<key>`) when CDN_URL is not set. */
export const EMBEDDED_CDN_PATH = '/cdn';

/**
 * §9 (Decisions): a signed CDN cookie lasts 15 minutes, and at least twice the access token's
 * lifetime. Every token answer carries a new one, and the app refreshes its token once per access
 * token while the user is active, so the cookie is renewed with the session; once the login has
 * ended, been deactivated or locked, no renewal comes and the cookie lapses within this, even
 * behind a real CDN that cannot ask this server.
 */
export const SIGNED_COOKIE_MINUTES = 15;
export const signedCookieSeconds = (accessTokenTtlSeconds: number) => Math.max(SIGNED_COOKIE_MINUTES * 60, 2 * accessTokenTtlSeconds);

export interface MediaConfig {
  /**
   * No UPLOAD_BUCKET configured: this server stores the uploads itself (server/media/), at the
   * path of the upload URL (default EMBEDDED_UPLOAD_PATH).
   */
  uploadEmbedded: boolean;
  /** DATA_DIR/objects, also when the database is PostgreSQL. */
  objectsDir: string;
  /** No CDN_URL configured: stored objects are served at EMBEDDED_CDN_PATH behind the signed cookies. */
  cdnEmbedded: boolean;
  processing: ProcessingConfig;
}

/** The video pipeline (server/media/processing): limits and the ffmpeg it runs. */
export interface ProcessingConfig {
  /** FFMPEG_PATH / FFPROBE_PATH; null: /usr/bin's, else the packaged binaries. */
  ffmpegPath: string | null;
  ffprobePath: string | null;
  maxDurationSeconds: number;
  /** The longer side of a video or image, in pixels. */
  maxDimension: number;
  maxBytes: number;
  /** Rendition heights of the HLS ladder, ascending; only those up to the source's height are made. */
  ladder: number[];
  /** Wall-clock limit of one ffmpeg or ffprobe run. */
  timeoutSeconds: number;
  /** Jobs one worker runs at once. */
  concurrency: number;
  /** Run a worker inside the API server (the quick start); off where `npm run worker` runs them. */
  inProcessWorker: boolean;
  /**
   * SPEECH_TO_TEXT_COMMAND: an executable given a 16 kHz mono WAV file's path that prints
   * WebVTT; null: no captions are generated.
   */
  speechToTextCommand: string | null;
  /** SPEECH_TO_TEXT_LANGUAGE: the language of the captions the command writes. */
  speechToTextLanguage: string;
}

export interface Config {
  /** NODE_ENV=production: no demo data by default, no public default secrets. */
  production: boolean;
  port: number;
  host: string;
  logLevel: string;
  /** PostgreSQL connection string; absent means the embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  staticDir: string;
  /** PASSWORD_LINKS: §2's /login/{ftl}/{userName}/{passWord} signs in; off, it only pre-fills the username. */
  passwordLinks: boolean;
  clientId: string;
  version: string;
  accessTokenTtlSeconds: number;
  refreshAbsoluteTtlSeconds: number;
  idleTimeoutMinutes: number;
  /** A used refresh token presented again this soon, its successor unused, gets that successor. */
  refreshReuseWindowSeconds: number;
  /** Threads of the password-hashing pool; 0 means all vCPUs but one. */
  passwordHashThreads: number;
  analyticsUrl: string;
  /** ANALYTICS_CLIENT_ID: the audience and client of the analytics hand-off's own logins (token exchange). */
  analyticsClientId: string;
  termsUrl: string;
  privacyUrl: string;
  cdnUrl: string;
  /** COOKIE_DOMAIN: the Domain of the signed CDN cookies; null keeps them host-only. */
  cookieDomain: string | null;
  cloudFrontPrivateKey: string | null;
  cloudFrontKeyPairId: string | null;
  upload: UploadConfig;
  media: MediaConfig;
  corsOrigins: string[];
  /** Seed the demo organisations and accounts (SEED_DEMO); explicit in production or on PostgreSQL. */
  seedDemo: boolean;
  /** PKCS#8 PEM of the Ed25519 access-token key (JWT_SIGNING_KEY[_FILE]); null keeps keys in the database. */
  jwtSigningKey: string | null;
  /** PEM keys that also verify access tokens (JWT_VERIFY_KEYS[_FILE]): a previous or next key. */
  jwtVerifyKeys: string | null;
  /** Login events (client details) are deleted after this many days. */
  loginEventRetentionDays: number;
  /** A request must arrive whole (headers and body) within this many seconds; uploads excepted. */
  requestTimeoutSeconds: number;
  /**
   * An upload to the embedded object store must arrive whole within this many seconds; it may not
   * pause longer than REQUEST_TIMEOUT_SECONDS between bytes.
   */
  uploadTimeoutSeconds: number;
  /**
   * Upload connections whose policy is not verified yet (anyone can open one) held at once; one
   * more is refused with 503 and Retry-After.
   */
  uploadMaxPending: number;
  /** /readyz answers 503 when the data directory's file system has less free than this (bytes). */
  readyMinFreeBytes: number;
  /** /readyz answers 503 when more than this share (%) of the process's descriptor limit is open. */
  readyMaxDescriptorPercent: number;
  /**
   * Which X-Forwarded-For entries to believe: false (none), the number of proxy hops in front of
   * the server, or the proxies' addresses (CIDR allowed). Never "the left-most entry", which any
   * client can write.
   */
  trustProxy: false | number | string[];
  /** When set, every password grant needs a solved captcha (GET /captcha/challenge). */
  captchaRequired: boolean;
  /** Proof-of-work size of a captcha: the solver tries up to this many numbers (half on average). */
  captchaMaxNumber: number;
  /** Invitations an organisation, and each person inviting, may send in an hour (§6). */
  invitationsPerHour: number;
  /** Whether single sign-on may sign in an account with the global support role (off unless configured). */
  ssoForSupport: boolean;
  signIn: SignInLimits;
  /**
   * The address users reach this site at (PUBLIC_URL): links in emails, the identity providers'
   * redirect; an https one turns on HSTS.
   */
  publicUrl: string;
  ssoProviders: SsoProvider[];
  /** smtp(s)://… through nodemailer; null keeps messages in the database outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  live: LiveLimits;
}

/** Bounds of the live-update streams (server/README.md, Live updates). */
export interface LiveLimits {
  /** Open streams of one user (every browser holds one) before a new one is refused with 429. */
  maxStreamsPerUser: number;
  /** Open streams of this server, all users together, before a new one is refused with 503. */
  maxStreams: number;
  /** Milliseconds between heartbeats; also how often expired streams are closed. */
  heartbeatMs: number;
  /** Bytes a stream may have queued for a slow reader before it is dropped. */
  maxBufferedBytes: number;
}

/** Brute-force limits of the password grant (server/README.md, Sign-in limits). */
export interface SignInLimits {
  /** Failures of one username within the window before it is refused with 429. */
  maxFailuresPerUser: number;
  /** Failures from one client address within the window after which it must solve a captcha. */
  maxFailuresPerAddress: number;
  /** Sign-in attempts (successful or not) of one username per minute before 429. */
  maxPerMinutePerUser: number;
  /** Sign-in attempts (successful or not) from one address per minute before it must solve a captcha. */
  maxPerMinutePerAddress: number;
  windowMinutes: number;
  /** Failures of one username after which its next attempts need a solved captcha. */
  captchaAfterFailures: number;
  /** An address a user signed in from within this many days only counts its own failures. */
  knownAddressDays: number;
}

type Env = Record<string, string | undefined>;

/** Published defaults that make the quick start work; production refuses to run with them. */
export const DEMO_SECRETS = {
  UPLOAD_ACCESS_KEY_ID: 'AKIATAKEFLOWDEMO0001',
  UPLOAD_SECRET_ACCESS_KEY: 'takeflow-demo-secret-not-for-production',
} as const;

export class ConfigError extends Error {}

/** Reads the environment into a typed config; every problem is reported at once, at start. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string, fallback: string): string => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? fallback : value.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got '${raw}')`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got '${raw}')`);
    return fallback;
  };
  const url = (name: string, fallback: string): string => {
    const value = str(name, fallback);
    if (!/^https?:\/\/[^\s/]+/.test(value)) problems.push(`${name} must be an http(s) URL (got '${value}')`);
    return value.replace(/\/+$/, '');
  };

  /** A value given directly (NAME) or in a file (NAME_FILE), as container secrets are mounted. */
  const secret = (name: string): string | null => {
    const direct = env[name]?.replace(/\\n/g, '\n').trim();
    const file = env[`${name}_FILE`]?.trim();
    if (direct && file) problems.push(`${name} and ${name}_FILE must not both be set`);
    if (direct) return direct;
    if (!file) return null;
    try {
      return fs.readFileSync(file, 'utf8').trim();
    } catch {
      problems.push(`${name}_FILE cannot be read: ${file}`);
      return null;
    }
  };

  const production = env.NODE_ENV?.trim() === 'production';
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const staticDir = path.resolve(str('STATIC_DIR', path.join(REPO_ROOT, 'dist')));
  const accessTokenTtlSeconds = int('ACCESS_TOKEN_TTL_SECONDS', 300, 30, 3600);
  const idleTimeoutMinutes = int('IDLE_TIMEOUT_MINUTES', 30, 1, 24 * 60);
  if (accessTokenTtlSeconds > idleTimeoutMinutes * 60) {
    problems.push('ACCESS_TOKEN_TTL_SECONDS must not exceed the idle timeout');
  }
  const cloudFrontPrivateKey = env.CLOUDFRONT_PRIVATE_KEY?.replace(/\\n/g, '\n').trim() || null;
  const cloudFrontKeyPairId = env.CLOUDFRONT_KEY_PAIR_ID?.trim() || null;
  if ((cloudFrontPrivateKey === null) !== (cloudFrontKeyPairId === null)) {
    problems.push('CLOUDFRONT_PRIVATE_KEY and CLOUDFRONT_KEY_PAIR_ID must be set together');
  }
  const uploadEmbedded = (env.UPLOAD_BUCKET ?? '').trim() === '';
  const bucket = str('UPLOAD_BUCKET', 'takeflow-demo-uploads');
  const dataDir = path.resolve(str('DATA_DIR', path.join(REPO_ROOT, 'data')));
  const region = str('UPLOAD_REGION', 'us-east-1');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`UPLOAD_BUCKET is not a valid bucket name`);
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(region)) problems.push(`UPLOAD_REGION is not a valid region`);

  const config: Config = {
    production,
    port: int('PORT', 8080, 0, 65535),
    host: str('HOST', '0.0.0.0'),
    logLevel: str('LOG_LEVEL', 'info'),
    databaseUrl,
    dataDir,
    staticDir,
    passwordLinks: bool('PASSWORD_LINKS', true),
    clientId: str('CLIENT_ID', 'takeflow-web'),
    version: str('APP_VERSION', '') || readBuiltVersion(staticDir) || readPackageVersion(),
    accessTokenTtlSeconds,
    refreshAbsoluteTtlSeconds: int('REFRESH_ABSOLUTE_TTL_SECONDS', 12 * 3600, 300, 30 * 24 * 3600),
    idleTimeoutMinutes,
    refreshReuseWindowSeconds: int('REFRESH_REUSE_WINDOW_SECONDS', 10, 0, 60),
    passwordHashThreads: int('PASSWORD_HASH_THREADS', 0, 0, 64),
    analyticsUrl: url('ANALYTICS_URL', 'https://analytics.takeflow.test'),
    analyticsClientId: str('ANALYTICS_CLIENT_ID', 'takeflow-analytics'),
    termsUrl: url('TERMS_URL', 'https://takeflow.test/terms'),
    privacyUrl: url('PRIVACY_URL', 'https://takeflow.test/privacy'),
    cdnUrl: url('CDN_URL', 'https://cdn.takeflow.test'),
    cookieDomain: null as string | null,
    cloudFrontPrivateKey,
    cloudFrontKeyPairId,
    upload: {
      bucket,
      region,
      accessKeyId: str('UPLOAD_ACCESS_KEY_ID', DEMO_SECRETS.UPLOAD_ACCESS_KEY_ID),
      secretAccessKey: str('UPLOAD_SECRET_ACCESS_KEY', DEMO_SECRETS.UPLOAD_SECRET_ACCESS_KEY),
      url: uploadEmbedded
        ? uploadPath(str('UPLOAD_URL', EMBEDDED_UPLOAD_PATH), problems)
        : url('UPLOAD_URL', `https://${bucket}.s3.${region}.amazonaws.com`),
    },
    media: {
      uploadEmbedded,
      objectsDir: path.join(dataDir, 'objects'),
      cdnEmbedded: (env.CDN_URL ?? '').trim() === '',
      processing: {
        ffmpegPath: env.FFMPEG_PATH?.trim() || null,
        ffprobePath: env.FFPROBE_PATH?.trim() || null,
        maxDurationSeconds: int('MEDIA_MAX_DURATION_SECONDS', 4 * 3600, 1, 86_400),
        maxDimension: int('MEDIA_MAX_DIMENSION', 4096, 16, 16_384),
        maxBytes: int('MEDIA_MAX_BYTES', 5 * 1024 ** 3, 1, Number.MAX_SAFE_INTEGER),
        ladder: ladder(str('MEDIA_LADDER', '360,720,1080'), problems),
        timeoutSeconds: int('MEDIA_TIMEOUT_SECONDS', 3 * 3600, 5, 86_400),
        concurrency: int('MEDIA_WORKER_CONCURRENCY', 1, 1, 16),
        inProcessWorker: bool('MEDIA_IN_PROCESS_WORKER', true),
        speechToTextCommand: env.SPEECH_TO_TEXT_COMMAND?.trim() || null,
        speechToTextLanguage: language(str('SPEECH_TO_TEXT_LANGUAGE', 'en'), problems),
      },
    },
    corsOrigins: str('CORS_ORIGINS', '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    // The quick start (embedded database, no NODE_ENV) shows the demo; anything else asks for it.
    seedDemo: bool('SEED_DEMO', !production && databaseUrl === null),
    jwtSigningKey: secret('JWT_SIGNING_KEY'),
    jwtVerifyKeys: secret('JWT_VERIFY_KEYS'),
    requestTimeoutSeconds: int('REQUEST_TIMEOUT_SECONDS', 30, 3, 600),
    uploadTimeoutSeconds: int('UPLOAD_TIMEOUT_SECONDS', 3600, 30, 86_400),
    uploadMaxPending: int('UPLOAD_MAX_PENDING', 64, 1, 100_000),
    readyMinFreeBytes: int('READY_MIN_FREE_MB', 64, 0, 100_000_000) * 1024 * 1024,
    readyMaxDescriptorPercent: int('READY_MAX_DESCRIPTOR_PERCENT', 90, 1, 100),
    loginEventRetentionDays: int('LOGIN_EVENT_RETENTION_DAYS', 90, 1, 3650),
    trustProxy: trustProxy(env.TRUST_PROXY, problems),
    captchaRequired: bool('CAPTCHA_REQUIRED', false),
    captchaMaxNumber: int('CAPTCHA_MAX_NUMBER', 100_000, 10, 10_000_000),
    invitationsPerHour: int('INVITATIONS_PER_HOUR', 20, 1, 10_000),
    ssoForSupport: bool('SSO_FOR_SUPPORT', false),
    signIn: {
      maxFailuresPerUser: int('SIGNIN_MAX_FAILURES_PER_USER', 10, 1, 1000),
      maxFailuresPerAddress: int('SIGNIN_MAX_FAILURES_PER_ADDRESS', 50, 1, 100_000),
      maxPerMinutePerUser: int('SIGNIN_MAX_PER_MINUTE_PER_USER', 10, 1, 10_000),
      maxPerMinutePerAddress: int('SIGNIN_MAX_PER_MINUTE_PER_ADDRESS', 60, 1, 100_000),
      windowMinutes: int('SIGNIN_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60),
      captchaAfterFailures: int('SIGNIN_CAPTCHA_AFTER_FAILURES', 3, 0, 1000),
      knownAddressDays: int('SIGNIN_KNOWN_ADDRESS_DAYS', 30, 0, 365),
    },
    publicUrl: url('PUBLIC_URL', `http://localhost:${env.PORT?.trim() || '8080'}`),
    ssoProviders: loadSsoProviders(env, problems),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: str('MAIL_FROM', 'Takeflow <no-reply@takeflow.test>'),
    live: {
      maxStreamsPerUser: int('LIVE_MAX_STREAMS_PER_USER', 10, 1, 100_000),
      maxStreams: int('LIVE_MAX_STREAMS', 10_000, 1, 1_000_000),
      heartbeatMs: int('LIVE_HEARTBEAT_MS', 15_000, 20, 120_000),
      maxBufferedBytes: int('LIVE_MAX_BUFFERED_BYTES', 64 * 1024, 1024, 16 * 1024 * 1024),
    },
  };
  config.cookieDomain = cookieDomain(
    env.COOKIE_DOMAIN,
    { publicUrl: config.publicUrl, cdnUrl: config.media.cdnEmbedded ? null : config.cdnUrl },
    problems,
  );
  if (config.smtpUrl !== null && !/^smtps?:\/\//.test(config.smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(config.logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  if (production) {
    for (const [name, value] of Object.entries(DEMO_SECRETS)) {
      if (str(name, value) === value) problems.push(`${name} is the public demo value; set ${name} to your own (NODE_ENV=production)`);
    }
  }
  if (config.analyticsClientId === config.clientId) problems.push('ANALYTICS_CLIENT_ID must differ from CLIENT_ID');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}

/** The embedded store's upload address: a path on this server, or an absolute http(s) URL. */
function uploadPath(value: string, problems: string[]): string {
  if (!/^(\/[\w./-]*|https?:\/\/[^\s/]+(\/[\w./-]*)?)$/.test(value)) {
    problems.push(`UPLOAD_URL must be a path such as /uploads or an http(s) URL (got '${value}')`);
  }
  return value.replace(/\/+$/, '');
}

function trustProxy(raw: string | undefined, problems: string[]): false | number | string[] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (/^[1-9][0-9]?$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length === 0 && entries.length > 0) return entries;
  problems.push(
    `TRUST_PROXY must be false, the number of proxies in front of the server (1-99), or their addresses ` +
      `(comma-separated, CIDR allowed); 'true' would trust any client's X-Forwarded-For (got '${raw ?? ''}')`,
  );
  return false;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/** The build writes dist/version.json; it names the SPA that this server hands out. */
function readBuiltVersion(staticDir: string): string | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(staticDir, 'version.json'), 'utf8'));
    const version = (parsed as { version?: unknown }).version;
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    return null;
  }
}

function readPackageVersion(): string {
  const parsed = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
  return parsed.version;
}

function language(raw: string, problems: string[]): string {
  if (/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(raw)) return raw;
  problems.push(`SPEECH_TO_TEXT_LANGUAGE must be a language tag such as en or fr-CA (got '${raw}')`);
  return 'en';
}

function ladder(raw: string, problems: string[]): number[] {
  const heights = raw.split(',').map((part) => Number(part.trim()));
  if (heights.length === 0 || heights.some((h) => !Number.isInteger(h) || h < 144 || h > 4320 || h % 2 !== 0)) {
    problems.push(`MEDIA_LADDER must list even heights from 144 to 4320, e.g. 360,720,1080 (got '${raw}')`);
    return [360, 720, 1080];
  }
  return [...new Set(heights)].sort((a, b) => a - b);
}
