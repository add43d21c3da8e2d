// Types of server-command.mjs, for the e2e suite's configuration and helpers.
export const SERVER_NODE_FLAGS: readonly string[];
export const SERVER_ENV: Readonly<Record<string, string>>;
export function serverCommand(port: number): {
  command: string;
  args: string[];
  env: Readonly<Record<string, string>>;
};
