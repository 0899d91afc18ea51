import { useState } from 'react';
import { Autocomplete, NumberInput, type AutocompleteProps, type NumberInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { decimalForInput, decimalFromInput, decimalSeparators } from './format';
import { useTypedText } from './use-typed-text';

export interface DecimalInputProps extends Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'thousandSeparator' | 'decimalSeparator'
> {
  /** The plain decimal text the form and its schema hold ('1234.56'). */
  value?: string | number;
  /** Receives the plain decimal text of what the user typed ('18500.5'), never a float. */
  onChange?: (value: string) => void;
}

/**
 * A decimal field in the language's way (docs/architecture.md §7): in Turkish `.` groups thousands and
 * `,` is the decimal mark, in English the reverse, and the grouping shows as the user types
 * ('18.500,5' / '18,500.5'), so what is read is what is seen. The form holds plain decimal text
 * ('18500.5'), read from the digits the field shows (react-number-format's unformatted value):
 * no binary float is ever made of it. Mantine's own value (a float where it fits) is not used,
 * and its steppers (float arithmetic) are off.
 */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  const { i18n } = useLingui();
  const { decimal, group } = decimalSeparators(i18n.locale);
  // What the field shows is its own state, set in the same event as the keystroke: a form that
  // renders a moment later with the text it was handed (an echo, perhaps one keystroke behind)
  // never moves the caret. A value set from outside (a form reset, a prefill) replaces it.
  const outside = value === undefined || value === null ? '' : String(value);
  const [shown, setShown] = useState(outside);
  const [lastOutside, setLastOutside] = useState(outside);
  // The texts sent up and not yet echoed back.
  const [sent, setSent] = useState<string[]>([]);
  if (outside !== lastOutside) {
    setLastOutside(outside);
    const echo = sent.indexOf(outside);
    if (echo >= 0) setSent(sent.slice(echo + 1));
    else {
      setSent([]);
      if (outside !== shown) setShown(outside);
    }
  }
  return (
    <NumberInput
      autoComplete="off"
      hideControls
      withKeyboardEvents={false}
      allowNegative={false}
      {...props}
      thousandSeparator={group}
      decimalSeparator={decimal}
      // Only the language's mark makes a decimal: a Turkish `.` groups, it never becomes `,`.
      allowedDecimalSeparators={[decimal]}
      valueIsNumericString
      value={shown}
      onChange={() => undefined}
      onValueChange={(values, { source }) => {
        if (source !== 'event') return;
        setShown(values.value);
        setSent((texts) => [...texts, values.value]);
        onChange?.(values.value);
      }}
    />
  );
}

export interface DecimalAutocompleteProps extends Omit<AutocompleteProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The plain decimal text the form holds ('12.5'). */
  value?: string | number;
  /** Receives the plain decimal text of what the user typed or picked. */
  onChange?: (value: string) => void;
}

/**
 * A decimal with suggestions (the KDV rates), read in the language's way like DecimalInput
 * (decimalFromInput); what the user typed stays as typed, and a value set from outside shows in
 * the language's way.
 */
export function DecimalAutocomplete({ value, onChange, ...props }: DecimalAutocompleteProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [shown, type] = useTypedText(
    value === undefined || value === null ? '' : String(value),
    (canonical) => decimalForInput(canonical, locale),
    (typed) => decimalFromInput(typed, locale),
  );
  return <Autocomplete inputMode="decimal" autoComplete="off" {...props} value={shown} onChange={(text) => onChange?.(type(text))} />;
}
