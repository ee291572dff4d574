import { readdirSync, readFileSync } from 'node:fs';

// CPU time processes have used, from Linux's /proc: what a request costs in CPU, which holds on
// any machine, beside what one machine answered per second, which depends on its cores.

/** Linux counts process CPU time in USER_HZ ticks, 100 a second on every common build. */
const MS_PER_TICK = 10;

/** User plus system CPU time of `pid` so far, in ms; 0 once it has exited. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), counted from the state field (3):
    // utime is field 14 and stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's processes (its postmaster, backends and workers) now running. */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

export interface CpuUse {
  serverMs: number;
  postgresMs: number;
}

/**
 * CPU used by the server processes `pids` and by PostgreSQL (every `postgres` process on this
 * machine, so nothing else may use it meanwhile) from now until the returned function is called.
 */
export function startCpuCount(pids: number[]): () => CpuUse {
  const servers = () => pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const postgres = () => postgresPids().reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const start = { serverMs: servers(), postgresMs: postgres() };
  return () => ({
    serverMs: servers() - start.serverMs,
    postgresMs: postgres() - start.postgresMs,
  });
}
