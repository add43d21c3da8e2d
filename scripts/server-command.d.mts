// Types of server-command.mjs, for the e2e suite's configuration and helpers.
export const SERVER_NODE_FLAGS: readonly string[];
export function serverCommand(port: number): { command: string; args: string[] };
