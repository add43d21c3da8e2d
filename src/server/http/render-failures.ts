/**
 * Which requests met a failure of the content service while they were served. The production server
 * (scripts/serve.ts) gives each request an id in an internal header it always overwrites; the content
 * client reports a failure against that id. The server then answers a broken page 503 instead of 500,
 * and the page cache does not keep a page that rendered around a failure (a search shown as "no
 * results", a shell without menus). On globalThis: the server and Next's bundles are separate module
 * copies of one process.
 */
export const RENDER_ID_HEADER = 'x-vitrine-render-id';
/** Asks for the outage page while the service answers (for a render that broke on it): see outagePageToken. */
export const OUTAGE_PAGE_HEADER = 'x-vitrine-outage-page';

/** Far more requests than are ever in flight at once; older marks are dropped first. */
const MAX_MARKS = 10_000;

const globalState = globalThis as typeof globalThis & {
  __vitrineRenderFailures?: Set<string>;
  __vitrineNotFoundRenders?: Set<string>;
  __vitrineOutagePageToken?: string;
};
const marks: Set<string> = (globalState.__vitrineRenderFailures ??= new Set());
/** Renders that showed the not-found page: the server answers them 404 (not-found-status.ts). */
const notFoundMarks: Set<string> = (globalState.__vitrineNotFoundRenders ??= new Set());

function addMark(set: Set<string>, renderId: string): void {
  set.add(renderId);
  for (const oldest of set) {
    if (set.size <= MAX_MARKS) break;
    set.delete(oldest);
  }
}

/**
 * The value of OUTAGE_PAGE_HEADER that this process's own server sends to render the outage page for a
 * broken render: random per process, so no client can ask for that page while the service is well.
 */
export function outagePageToken(): string {
  return (globalState.__vitrineOutagePageToken ??= crypto.randomUUID());
}

export function markServiceFailure(renderId: string): void {
  addMark(marks, renderId);
}

export function metServiceFailure(renderId: string | undefined): boolean {
  return renderId !== undefined && marks.has(renderId);
}

/** Marks a render that shows the not-found page instead of what was asked for. */
export function markNotFound(renderId: string): void {
  addMark(notFoundMarks, renderId);
}

export function showedNotFound(renderId: string | undefined): boolean {
  return renderId !== undefined && notFoundMarks.has(renderId);
}

/** Called when the request's answer is finished. */
export function forgetRender(renderId: string): void {
  marks.delete(renderId);
  notFoundMarks.delete(renderId);
}
