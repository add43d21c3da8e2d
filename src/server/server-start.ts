/*
 * When a server is ready to listen. The moment the start-up work (opening the database) is done is
 * shared by Next's register() and scripts/serve.ts: Next handles a request only after register(),
 * but a custom server would listen before it, so serve.ts waits for this signal first. On
 * globalThis: the two load this module apart (Next bundles its own copy).
 */
type StartSignal = { started: Promise<void>; markStarted: () => void };

const processState = globalThis as typeof globalThis & { __vitrineServerStart?: StartSignal };

function startSignal(): StartSignal {
  if (!processState.__vitrineServerStart) {
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    processState.__vitrineServerStart = { started, markStarted };
  }
  return processState.__vitrineServerStart;
}

/** Said once register() is through, whether or not the database could be opened. */
export function markServerStarted(): void {
  startSignal().markStarted();
}

/** Resolves once register() is through, or after `limitMs` (then false): a server never waits forever. */
export function serverStarted(limitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, limitMs, false)));
  return Promise.race([startSignal().started.then(() => true), limit]).finally(() => clearTimeout(timer));
}

const TICK_MS = 25;
/** A timer this much late means the loop was busy: Next loading code, not an idle process. */
const LATE_MS = 15;

/**
 * Resolves once this process's event loop has run free for `quietMs` (its timers on time), or
 * after `limitMs` (then false). Right after register() Next loads every route's code; a request
 * served meanwhile would wait behind that work.
 */
export async function eventLoopQuiet(quietMs: number, limitMs: number): Promise<boolean> {
  const deadline = performance.now() + limitMs;
  let quietSince = performance.now();
  while (performance.now() < deadline) {
    const before = performance.now();
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    const now = performance.now();
    if (now - before - TICK_MS > LATE_MS) quietSince = now;
    else if (now - quietSince >= quietMs) return true;
  }
  return false;
}
