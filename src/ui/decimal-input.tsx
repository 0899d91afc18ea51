import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { decimalForInput, decimalFromInput } from './format';
import { useTypedText } from './use-typed-text';

export interface DecimalInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The plain decimal text the form and its schema hold ('1234.56'). */
  value?: string | number;
  /** Receives the plain decimal text of what the user typed (see decimalFromInput). */
  onChange?: (value: string) => void;
}

/**
 * A decimal field the Turkish way (SPEC §9): a value is shown with a comma ('1234,56'), and what
 * the user types stays as typed ('1.234,56', '12.5') while the form receives plain decimal text.
 * A value set from outside (a proposed plan, a prefilled amount) replaces the typed text.
 */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  const [shown, type] = useTypedText(value === undefined || value === null ? '' : String(value), decimalForInput, decimalFromInput);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={shown}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(type(event.currentTarget.value))}
    />
  );
}
