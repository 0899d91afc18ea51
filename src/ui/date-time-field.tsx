import { useLingui } from '@lingui/react/macro';
import type { TextInputProps } from '@mantine/core';
import { CalendarField } from './date-field';
import { dateTimeForInput, dateTimeFromInput } from './format';

export interface DateTimeFieldProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The UTC instant the form holds ('2026-12-06T06:00:00.000Z'), or what the user typed while it is not one. */
  value?: string;
  /** Receives the UTC instant of what the user typed or picked (see dateTimeFromInput). */
  onChange?: (value: string) => void;
}

/**
 * A date-time field in UTC (docs/decisions.md "One time base"), the app's way like DateField: it
 * shows and is typed as 06.12.2026 06:00 in both languages, whatever the browser's language or time
 * zone, and the time typed is the time stored ('2026-12-06T06:00:00.000Z'). Its label says UTC.
 * The calendar button opens the browser's own picker through an input that is never shown; the
 * time picked there is taken as UTC too.
 */
export function DateTimeField({ value = '', ...props }: DateTimeFieldProps) {
  const { t } = useLingui();
  // The picker shows the instant's minutes as they are stored (UTC), and what it gives is read as UTC.
  const picker = {
    type: 'datetime-local' as const,
    value: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? value.slice(0, 16) : '',
    shown: (picked: string) => (picked ? dateTimeForInput(`${picked.slice(0, 16)}:00.000Z`) : null),
  };
  return (
    <CalendarField
      placeholder={t`GG.AA.YYYY SS:DD`}
      {...props}
      value={value}
      forInput={dateTimeForInput}
      fromInput={dateTimeFromInput}
      picker={picker}
    />
  );
}
