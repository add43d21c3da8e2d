import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS, serverCommand } from '../../scripts/server-command.mjs';

describe('serverCommand', () => {
  it('runs the server in this Node, with tsx loaded in the same process and no tsx command-line parent', () => {
    const { command, args } = serverCommand(3999);
    expect(command).toBe(process.execPath);
    expect(args.slice(-5)).toEqual(['--import', 'tsx', 'scripts/serve.ts', '--port', '3999']);
  });

  it('gives the server a limit on its old generation, before the script', () => {
    const { args } = serverCommand(3999);
    expect(SERVER_NODE_FLAGS).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
    expect(args.slice(0, SERVER_NODE_FLAGS.length)).toEqual([...SERVER_NODE_FLAGS]);
  });

  it('gives only flags this Node accepts', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it("limits glibc's allocator to two arenas, in the environment the server starts with", () => {
    expect(serverCommand(3999).env).toEqual(SERVER_ENV);
    expect(SERVER_ENV).toMatchObject({ MALLOC_ARENA_MAX: '2' });
  });
});
