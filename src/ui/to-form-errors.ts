/** Field errors to Mantine's `{ path: text }`, keeping the first error of each path. */
export function toFormErrors(errors: readonly { path: string; message: string }[], text: (key: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    if (!(error.path in out)) out[error.path] = text(error.message);
  }
  return out;
}
