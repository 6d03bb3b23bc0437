import { readdir, readFile, readlink } from 'node:fs/promises';

/** The inodes of the sockets listening on `port` (IPv4 and IPv6), from the kernel's tables. */
async function listeningInodes(port: number): Promise<Set<string>> {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, localAddress, , state, , , , , , inode] = fields;
      if (state === '0A' && localAddress?.endsWith(`:${portHex}`) && inode) inodes.add(inode);
    }
  }
  return inodes;
}

/**
 * The process that listens on `port`: the API server itself, not the `npm start` script that spawned it (Linux only;
 * reads `/proc`, as the owner of the processes or root).
 */
export async function listeningPid(port: number): Promise<number> {
  const inodes = await listeningInodes(port);
  const sockets = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const descriptors = await readdir(`/proc/${entry}/fd`).catch(() => [] as string[]);
    for (const descriptor of descriptors) {
      const target = await readlink(`/proc/${entry}/fd/${descriptor}`).catch(() => '');
      if (sockets.has(target)) return Number(entry);
    }
  }
  throw new Error(`no process listens on port ${port}`);
}

/** Resident memory of a process in MB (`VmRSS`). */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no resident memory for process ${pid}`);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Samples a process's resident memory every `intervalMs` until stopped; answers the highest sample. */
export function sampleResident(pid: number, intervalMs = 200): { stop(): Promise<number> } {
  let highest = 0;
  const sample = () =>
    residentMb(pid)
      .then((mb) => {
        highest = Math.max(highest, mb);
      })
      .catch(() => {});
  void sample();
  const timer = setInterval(() => void sample(), intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return highest;
    },
  };
}
