// The built server (dist/server/index.js) as the benchmarks run it: production mode on loopback,
// on a port of its own, one log line per request as in production; it stops when the benchmark's
// process ends (its stdin closes), even if the benchmark is killed.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/**
 * Starts the server with `env` over the defaults; `url` resolves once it listens. `onLine` sees
 * every other line of its log.
 */
export function startBuiltSite(env, { onLine } = {}) {
  const server = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS?.split(' ') ?? []), 'dist/server/index.js'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        STOP_WHEN_STDIN_CLOSES: 'true',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const url = new Promise((resolve, reject) => {
    readline.createInterface({ input: server.stdout }).on('line', (line) => {
      if (line.includes('"listening"')) resolve(JSON.parse(line).url);
      else onLine?.(line);
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { server, url };
}
