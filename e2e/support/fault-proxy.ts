import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

/**
 * A content service that fails on demand: a proxy in front of the demo service whose mode the e2e suite
 * switches. `pass` forwards every call, `down` drops the connection as a crashed service would, and
 * `slow` holds each call far past the site's client timeout before forwarding it. The others answer
 * 200 with a broken contract: `malformed` JSON that does not parse, `wrong-shape` JSON of another shape,
 * `huge` an answer of HUGE_ANSWER_BYTES sent as fast as the site reads it.
 *
 * Control: `POST /__fault/{mode}` switches, `GET /__fault` tells the mode (and serves as health check).
 */
export const faultModes = ['pass', 'down', 'slow', 'malformed', 'wrong-shape', 'huge'] as const;
export type FaultMode = (typeof faultModes)[number];

const CONTROL_PREFIX = '/__fault';
/** Much longer than any timeout of the site, shorter than a test. */
const SLOW_DELAY_MS = 20_000;
export const HUGE_ANSWER_BYTES = 300 * 1024 * 1024;
const HUGE_CHUNK = Buffer.alloc(64 * 1024, 'x');

const jsonHeaders = { 'content-type': 'application/json' };

/** 300 MB of a JSON string, chunked (no length to refuse it by), with back-pressure, until the site hangs up. */
function answerHuge(response: ServerResponse) {
  response.writeHead(200, jsonHeaders);
  let sent = 0;
  const more = () => {
    while (sent < HUGE_ANSWER_BYTES && !response.destroyed) {
      const chunk = sent === 0 ? Buffer.concat([Buffer.from('{"padding":"'), HUGE_CHUNK]) : HUGE_CHUNK;
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', more);
    }
    response.end('"}');
  };
  more();
}

/** The broken answers, by mode: each with a 200 status, as a misbehaving service would send them. */
const brokenAnswers: Partial<Record<FaultMode, (response: ServerResponse) => void>> = {
  malformed: (response) =>
    response.writeHead(200, jsonHeaders).end('{"total": {"value": 3}, "results": [{"id'),
  'wrong-shape': (response) =>
    response.writeHead(200, jsonHeaders).end(JSON.stringify({ data: { items: 'none' }, version: 2 })),
  huge: answerHuge,
};

function isFaultMode(value: string): value is FaultMode {
  return (faultModes as readonly string[]).includes(value);
}

function answerControl(request: IncomingMessage, response: ServerResponse, state: { mode: FaultMode }) {
  const requested = (request.url ?? '').slice(CONTROL_PREFIX.length + 1);
  if (request.method === 'POST') {
    if (!isFaultMode(requested)) {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"unknown mode"}');
      return;
    }
    state.mode = requested;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mode: state.mode }));
}

function pass(target: URL, request: IncomingMessage, response: ServerResponse) {
  const upstream = forward(
    {
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

export function startFaultProxy(port: number, targetUrl: string): Promise<Server> {
  const target = new URL(targetUrl);
  const state: { mode: FaultMode } = { mode: 'pass' };
  const server = createServer((request, response) => {
    if (request.url?.startsWith(CONTROL_PREFIX)) return answerControl(request, response, state);
    if (state.mode === 'down') return request.socket.destroy();
    if (state.mode === 'pass') return pass(target, request, response);
    const broken = brokenAnswers[state.mode];
    if (broken) {
      request.resume();
      return broken(response);
    }
    const timer = setTimeout(() => pass(target, request, response), SLOW_DELAY_MS);
    request.socket.on('close', () => clearTimeout(timer));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Started as a server of the e2e suite (playwright.config.ts): `tsx e2e/support/fault-proxy.ts`.
if (process.argv[1]?.endsWith('fault-proxy.ts')) {
  const port = Number(process.env.FAULT_PROXY_PORT);
  const target = process.env.FAULT_PROXY_TARGET ?? '';
  void startFaultProxy(port, target).then(() => console.log(`fault proxy on ${port} -> ${target}`));
}
