// Sign-in for the bench pages that run in Chromium (bench/*-page/main.ts), same origin as the
// server: the XSRF cookie is sent back as the header, as the app does.

export function xsrfToken(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/** Signs in and returns the user's id (a device database belongs to one user). */
export async function signIn(email: string, password: string): Promise<string> {
  await fetch('/api/auth/login-check', { credentials: 'same-origin' });
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrfToken() },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}
