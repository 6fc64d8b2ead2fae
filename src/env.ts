import { z } from 'zod';

/**
 * Every environment variable the app reads, validated in one place.
 * Nothing else in the code base touches `process.env` for configuration.
 */

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(postgres|postgresql|pglite):\/\//, 'must start with postgres://, postgresql:// or pglite://')
        .optional(),
    ),
    DATABASE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['pglite', 'pg', 'neon']).optional()),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    APP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    // Secrets AUTH_SECRET replaced, comma-separated: still accepted for sessions and signed links, never used to sign.
    AUTH_SECRET_PREVIOUS: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((secret) => secret.trim())
              .filter(Boolean)
          : [],
      z.array(z.string().min(32, 'must list secrets of at least 32 characters each, separated by commas')),
    ),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
    SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('1')),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Steam & Grind <hello@steamandgrind.coffee>')),
    ORDER_NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 'uploadthing']).default('local')),
    UPLOADTHING_TOKEN: optionalString,
    // Which X-Forwarded-For entry is the client: off (the socket's peer), a number of trusted proxy hops, or a host.
    TRUST_PROXY: z.preprocess(
      (value) => (value === '' || value === 'false' || value === 'off' || value === undefined ? '0' : value),
      z.union([z.enum(['vercel', 'cloudflare']), z.coerce.number().int().min(0).max(10)], {
        error: 'must be off, a number of proxy hops (1-10), vercel or cloudflare',
      }),
    ),
    ORDERS_PER_HOUR_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(300)),
    ORDERS_PER_HOUR_PER_EMAIL: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(30)),
    ORDER_REPLAYS_PER_10_MINUTES_PER_ADDRESS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(60),
    ),
    CONTACT_MESSAGES_PER_HOUR_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(5)),
    REGISTRATIONS_PER_HOUR_PER_ADDRESS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(60)),
    // Bearer secret of the /_api/cron/* routes (a scheduler such as Vercel Cron); unset → those routes are 404s.
    CRON_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    // Test-only: route the Neon driver's WebSocket through a local proxy (see tests/support/neon-ws-proxy.ts).
    NEON_WS_PROXY: optionalString,
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.DATABASE_URL?.startsWith('postgres') && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when DATABASE_URL points at a shared database (production mode)',
      });
    }
    if (env.STORAGE === 'uploadthing' && !env.UPLOADTHING_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['UPLOADTHING_TOKEN'], message: 'is required when STORAGE=uploadthing' });
    }
  });

type ParsedEnv = z.infer<typeof envSchema>;

export type Env = ParsedEnv & {
  APP_URL: string;
  /** Embedded database and local files: no DATABASE_URL pointing at a shared server. */
  isLocalMode: boolean;
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Parses an environment object; throws a ConfigError whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message.replace(/^Invalid input: /, '')}`.trim());
  }
  const env = result.data;
  const isLocalMode = !env.DATABASE_URL || env.DATABASE_URL.startsWith('pglite://');
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    isLocalMode,
    isProduction: env.NODE_ENV === 'production' && !isLocalMode,
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between suites; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined;
}
