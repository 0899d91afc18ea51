import { useState } from 'react';

/**
 * The text a field shows for a value it holds in another form (a decimal, a date).
 * - What the user typed, while it stands for the value.
 * - What the user typed, while a parent that takes only complete values keeps the one it had
 *   before the typing (the report's period while a date is half typed).
 * - Otherwise the value, as `show` writes it: a value set from outside (a proposed plan, a quick
 *   period, a reset).
 * `type` records a typing and returns the value it stands for (`read`).
 */
export function useTypedText(
  value: string,
  show: (value: string) => string,
  read: (typed: string) => string,
): [shown: string, type: (typed: string) => string] {
  // `taken`: the parent has taken the typed value since the last typing; after that, its return to
  // the value before the typing is a reset, not a refusal.
  const [typed, setTyped] = useState(() => ({ text: show(value), before: value, taken: true }));
  const stands = read(typed.text) === value;
  // Information from this render for the next ones (React's "adjusting state while rendering").
  if (stands && !typed.taken) setTyped({ ...typed, taken: true });
  const refused = !typed.taken && !stands && typed.before === value;
  const type = (text: string) => {
    setTyped({ text, before: value, taken: false });
    return read(text);
  };
  return [stands || refused ? typed.text : show(value), type];
}
