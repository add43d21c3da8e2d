import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The socket inode of whatever listens on a TCP port of this machine (Linux /proc). */
function listeningInode(port: number): string | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') return fields[9] ?? null;
    }
  }
  return null;
}

/** The process id of the server listening on a port, found through its socket. */
export function pidListeningOn(port: number): number {
  const inode = listeningInode(port);
  if (!inode) throw new Error(`Nothing listens on port ${port}`);
  const socket = `socket:[${inode}]`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const descriptor of descriptors) {
      try {
        if (readlinkSync(`/proc/${entry}/fd/${descriptor}`) === socket) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`No process of ours holds the socket of port ${port}`);
}

/** Resident memory of a process, in bytes. */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}
