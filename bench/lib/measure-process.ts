// Runs a command and measures it: wall time, the largest single process's peak resident memory
// (`/usr/bin/time -v`, "Maximum resident set size") and the peak of the whole process tree's summed
// resident memory (sampled with `ps` every 250 ms: a build runs several processes at once).
import {execFileSync, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';

export type Measured = {code: number | null; wallMs: number; maxRssKb: number | null; peakTreeRssKb: number; log: string};

/** Summed RSS (KB) of `rootPid` and all its descendants, from one `ps` snapshot. */
export function treeRssKb(rootPid: number): number {
  let out: string;
  try {
    out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], {encoding: 'utf8'});
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of out.trim().split('\n')) {
    const [pid, ppid, kb] = line.trim().split(/\s+/).map(Number);
    if (pid === undefined || ppid === undefined || kb === undefined) continue;
    rss.set(pid, kb);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [rootPid];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** "Maximum resident set size (kbytes): N" from GNU time's verbose report. */
export function maxRssFromTime(report: string): number | null {
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
  return match ? Number(match[1]) : null;
}

/**
 * Runs `command args` in `cwd`; resolves to `{code, wallMs, maxRssKb, peakTreeRssKb, log}` (log: the
 * command's stdout and stderr, GNU time's report stripped).
 */
export function runMeasured(
  command: string,
  args: string[],
  {cwd, env = process.env, echo = false}: {cwd?: string; env?: NodeJS.ProcessEnv; echo?: boolean} = {},
): Promise<Measured> {
  const timed = existsSync('/usr/bin/time');
  const [bin, argv]: [string, string[]] = timed ? ['/usr/bin/time', ['-v', command, ...args]] : [command, args];
  const started = process.hrtime.bigint();
  const child = spawn(bin, argv, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
  let log = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (echo) process.stdout.write(chunk);
    });
  }
  let peakTreeRssKb = 0;
  const sample = () => {
    peakTreeRssKb = Math.max(peakTreeRssKb, child.pid === undefined ? 0 : treeRssKb(child.pid));
  };
  const timer = setInterval(sample, 250);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(timer);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const cut = log.lastIndexOf('\tCommand being timed:');
      const report = cut >= 0 ? log.slice(cut) : '';
      resolve({code, wallMs, maxRssKb: maxRssFromTime(report), peakTreeRssKb, log: cut >= 0 ? log.slice(0, cut) : log});
    });
  });
}
