// A Vitest reporter that writes the run's unhandled errors (thrown outside any test: a timer that
// fires after its test ended, a rejected promise nobody awaited) to the file named by
// UNHANDLED_ERRORS_FILE, for scripts/test.mjs to repeat at the end of its output. Vitest's JSON
// report leaves them out, although they fail the run.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((error) => {
      // The stack's first line repeats the message; the next few say where.
      const stack = String(error?.stack ?? '')
        .split('\n')
        .slice(1, 6)
        .join('\n');
      return `${error?.name ?? 'Error'}: ${error?.message ?? String(error)}${stack ? `\n${stack}` : ''}`;
    });
    writeFileSync(file, JSON.stringify(errors));
  }
}
