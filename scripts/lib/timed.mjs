// Runs a command and measures it as the benchmarks report it: wall time and the peak resident
// memory of its whole process tree, sampled every 100 ms from /proc.
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';

function rssOfTree(pid) {
  let total = 0;
  try {
    total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      for (const c of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean)) total += rssOfTree(c);
    }
  } catch {
    // the process ended between two reads
  }
  return total;
}

/** @returns {Promise<{ms: number, peak: number}>} */
export function timed(command, args, env = process.env, cwd = process.cwd()) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {env, cwd, stdio: ['ignore', 'ignore', 'inherit']});
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOfTree(child.pid))), 100);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({ms: performance.now() - started, peak});
    });
  });
}
