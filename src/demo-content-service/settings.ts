import { z } from 'zod';

const DEFAULT_PORT = 4010;

const settingsSchema = z.object({
  DEMO_CONTENT_SERVICE_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).default(DEFAULT_PORT),
  ),
  DEMO_PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  DEMO_REVALIDATE_URLS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url()))
      .optional(),
  ),
  DEMO_REVALIDATE_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  DEMO_PHOTO_CACHE_DIR: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
});

export interface DemoServiceSettings {
  port: number;
  /** Base of the absolute photo URLs; defaults to the local address on the chosen port. */
  publicUrl: string;
  /** The site's revalidation webhook(s) and secret, when both are given. */
  revalidation: { urls: string[]; secret: string } | null;
  /** Where rendered photos are kept between starts; the demo service's folder in the system's temp by default. */
  photoCacheDir: string | undefined;
}

/** The demo service runs as its own process, so it reads its two settings itself, once, at start. */
export function parseDemoServiceSettings(
  environment: Record<string, string | undefined>,
): DemoServiceSettings {
  const result = settingsSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid demo content service settings:\n${problems.join('\n')}`);
  }
  const { DEMO_CONTENT_SERVICE_PORT: port, DEMO_PUBLIC_URL: publicUrl } = result.data;
  const { DEMO_REVALIDATE_URLS: urls, DEMO_REVALIDATE_SECRET: secret } = result.data;
  return {
    port,
    publicUrl: (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    revalidation: urls && urls.length > 0 && secret ? { urls, secret } : null,
    photoCacheDir: result.data.DEMO_PHOTO_CACHE_DIR,
  };
}
