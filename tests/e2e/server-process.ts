import { spawn, type ChildProcess } from 'node:child_process';

export const ADMIN = { email: 'admin@example.com', password: 'e2e-Admin-Parola-1' };
export const DEMO = { email: 'demo@example.com', password: 'e2e-Demo-Parola-1' };

export interface ServerProcess {
  child: ChildProcess;
  baseURL: string;
  log: () => string;
}

/** The real server (`server/main.ts`) on the production build, with an embedded database in `dataDir`. */
export async function startServerProcess(dataDir: string, port: number): Promise<ServerProcess> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      DEMO_PASSWORD: DEMO.password,
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
      STATIC_DIR: 'dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 180_000; // a loaded machine starts tsx and seeds slowly
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${baseURL}/api/auth/login-check`);
      if (response.status === 401 || response.status === 200) return { child, baseURL, log: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start within 180 s:\n${log}`);
}

export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}
