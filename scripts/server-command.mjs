// How every production server of the project is started (`npm start`, the e2e suite, the bench): one
// Node process that runs scripts/serve.ts through tsx's loader. `tsx scripts/serve.ts` would keep tsx's
// command-line process alive as a parent (about 50 MB) beside the server.

/**
 * V8's heap, sized for a server whose live data is bounded (the caches of the README's table): without
 * a limit V8 lets garbage grow to a gigabyte under a crawl before it collects it. WebAssembly (only the
 * embedded PGlite database runs any) stays compiled by V8's baseline compiler: optimising its hot
 * functions again keeps a second copy of them, about 40 MB after a crawl, and its small queries ran no
 * slower without. Its young generation gets 8 MiB semi-spaces instead of 16: collected twice as often,
 * each time as quickly, and about 35 MiB less held (a crawl with the embedded database: 389 MiB
 * instead of 426 after two, at the same pages per second).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=8', '--liftoff-only'];

/**
 * The server's environment on top of the caller's. glibc gives every thread that allocates at the same
 * time an arena of its own (up to eight per core) and keeps what each freed: with two, a server holds
 * 30–60 MB less after a crawl, and the second crawl no longer adds to the first.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** The program, arguments and environment that start the server on `port` (from the project's root). */
export function serverCommand(port) {
  return {
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, '--import', 'tsx', 'scripts/serve.ts', '--port', String(port)],
    env: SERVER_ENV,
  };
}
