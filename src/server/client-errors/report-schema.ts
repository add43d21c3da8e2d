import { z } from 'zod';

/** What the page's chunk watcher sends (chunk-failure-script.ts); anything else is refused. */
export const clientErrorReportSchema = z.strictObject({
  message: z.string().max(200),
  type: z.enum(['timeout', 'missing', 'error']),
  source: z.string().min(1).max(500),
  page: z.string().max(500).optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
