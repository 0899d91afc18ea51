import type { FieldError } from '../validation';
import type { AnyKind, UniqueRule } from './define';

// A kind's uniqueness rules (./define.ts `unique`), read the same way on the device (before a write
// is queued, offline too) and on the server (in the write's transaction): the values a rule compares
// of a record, and the error a clash answers.

/** The fields a rule compares, the company field first when the rule is per company. */
export function uniqueFieldsOf(definition: AnyKind, rule: UniqueRule): string[] {
  const company = rule.scope === 'company' && definition.companyField ? [definition.companyField] : [];
  return [...company, ...rule.fields.filter((name) => !company.includes(name))];
}

/**
 * The values a record gives the rule's fields (text trimmed), or undefined if one is blank: a blank
 * value clashes with nothing, unless the rule's `blankCompares` names its field.
 */
export function uniqueKeyOf(definition: AnyKind, rule: UniqueRule, record: Readonly<Record<string, unknown>>): string[] | undefined {
  const key: string[] = [];
  for (const name of uniqueFieldsOf(definition, rule)) {
    const value = record[name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '' && !(rule.blankCompares?.includes(name) && (value === '' || value === null || value === undefined))) return undefined;
    key.push(text);
  }
  return key;
}

/** The field error a clash with the rule answers (422). */
export function uniqueError(rule: UniqueRule): FieldError {
  return { path: rule.path, message: rule.error };
}
