import { describe, expect, it } from 'vitest';
import {
  chunkFailureMessage,
  chunkFailureType,
  describeChunkError,
  isChunkLoadError,
} from '@/components/errors/chunk-failure-detail';

const turbopackError = Object.assign(
  new Error('Failed to load chunk /_next/static/chunks/0cz1d0mv5g_q7.js from module 123: timeout'),
  { name: 'ChunkLoadError' },
);

describe('chunk errors', () => {
  it('recognises the chunk load errors of the bundlers and browsers', () => {
    expect(isChunkLoadError(turbopackError)).toBe(true);
    expect(
      isChunkLoadError(new Error('Loading chunk 42 failed.\n(missing: /_next/static/chunks/42.js)')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('tells type and source, from the error fields or its message', () => {
    expect(describeChunkError(turbopackError)).toEqual({
      type: 'timeout',
      source: '/_next/static/chunks/0cz1d0mv5g_q7.js',
    });
    const webpack = Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
      type: 'missing',
      request: 'https://immo.be/_next/static/chunks/42.js',
    });
    expect(describeChunkError(webpack)).toEqual({
      type: 'missing',
      source: 'https://immo.be/_next/static/chunks/42.js',
    });
    expect(describeChunkError(new Error('Failed to load chunk'))).toEqual({
      type: 'error',
      source: 'unknown',
    });
  });

  it("types a failed chunk as §8 does: too slow is 'timeout', not there is 'missing', else 'error'", () => {
    expect(chunkFailureType({ timedOut: true })).toBe('timeout');
    expect(chunkFailureType({ status: 404 })).toBe('missing');
    expect(chunkFailureType({ status: 410 })).toBe('missing');
    // Unreachable (no status), a server error, or a chunk the server has but that did not run.
    expect(chunkFailureType({ status: 0 })).toBe('error');
    expect(chunkFailureType({})).toBe('error');
    expect(chunkFailureType({ status: 503 })).toBe('error');
    expect(chunkFailureType({ status: 200 })).toBe('error');
  });

  it('words the log line as §8 does', () => {
    expect(chunkFailureMessage('/_next/static/chunks/0cz1d0mv5g_q7.js?v=1')).toBe(
      'Loading chunk 0cz1d0mv5g_q7 failed',
    );
  });
});
