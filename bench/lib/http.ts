/** status and parsed JSON body, like src/data/api.ts RawResponse. */
export interface BenchResponse {
  status: number;
  body: unknown;
}

/**
 * A minimal browser-like HTTP client for Node: keeps cookies (session `sid`, `XSRF-TOKEN`) and
 * echoes the anti-forgery token on writes, as the app's ky client does in the browser.
 */
export class CookieClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<BenchResponse> {
    const unsafe = method !== 'GET' && method !== 'HEAD';
    if (unsafe && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/auth/login-check');
    const sent: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) sent.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (unsafe && token) sent['x-xsrf-token'] = token;
    let body: string | undefined;
    if (json !== undefined) {
      body = JSON.stringify(json);
      sent['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers: sent, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const value = pair.slice(eq + 1).trim();
      if (value === '') this.cookies.delete(pair.slice(0, eq).trim());
      else this.cookies.set(pair.slice(0, eq).trim(), value);
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') && text !== '';
    return { status: response.status, body: isJson ? (JSON.parse(text) as unknown) : text };
  }

  async signIn(credentials: { email: string; password: string }): Promise<void> {
    const response = await this.request('POST', '/api/auth/login', credentials);
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
}
