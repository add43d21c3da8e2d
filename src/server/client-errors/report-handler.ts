import 'server-only';
import { requestClientAddress } from '@/server/forms/form-guards';
import { comesFromOwnSite } from '@/server/forms/request-origin';
import { createAddressBudget } from './address-budget';
import { escapeForLog } from './log-text';
import { clientErrorReportSchema } from './report-schema';

/** A report is a few hundred bytes; anything much larger is not one. */
export const MAX_REPORT_BYTES = 2 * 1024;
const REPORTS_PER_MINUTE = 20;

const budget = createAddressBudget({ limit: REPORTS_PER_MINUTE, windowMs: 60_000 });

function answer(status: number, code?: string): Response {
  const headers = { 'cache-control': 'no-store' };
  return code
    ? Response.json({ error: { code } }, { status, headers })
    : new Response(null, { status, headers });
}

/**
 * The site's own pages only, by the forms' rule (request-origin.ts). A browser that sends no Origin
 * with a beacon still says where it was sent from in Sec-Fetch-Site.
 */
async function comesFromOwnPage(request: Request): Promise<boolean> {
  if (request.headers.get('origin') === null) return request.headers.get('sec-fetch-site') === 'same-origin';
  return comesFromOwnSite(request);
}

async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_REPORT_BYTES) return null;
  const text = await request.text();
  return new TextEncoder().encode(text).length > MAX_REPORT_BYTES ? null : text;
}

/**
 * Takes a browser's report of a script chunk that failed to load (§8) and writes it to the server
 * log with its type and source, control characters escaped. Answers 204; refuses other origins (403), oversized bodies (413),
 * floods (429) and anything that is not a report (400). It never fails with a 500: the page that
 * reports is already in trouble, and nothing a browser sends may break the log.
 */
export async function handleClientErrorReport(request: Request): Promise<Response> {
  try {
    if (!(await comesFromOwnPage(request))) return answer(403, 'foreign_origin');
    const text = await readBody(request);
    if (text === null) return answer(413, 'payload_too_large');
    if (!budget.take(requestClientAddress(request))) return answer(429, 'too_many_requests');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return answer(400, 'invalid_input');
    }
    const report = clientErrorReportSchema.safeParse(json);
    if (!report.success) return answer(400, 'invalid_input');
    const { message, type, source, page } = report.data;
    // JSON.stringify escapes control characters; the message is written as it is, so it is escaped here.
    console.warn(`Client: ${escapeForLog(message)}`, escapeForLog(JSON.stringify({ type, source, page })));
    return answer(204);
  } catch (error) {
    console.warn('A client error report could not be read', error instanceof Error ? error.message : error);
    return answer(400, 'invalid_input');
  }
}
