import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import classes from './date-field.module.css';
import { dateTimeForInput, dateTimeFromInput } from './format';
import { useTypedText } from './use-typed-text';

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
export function DateTimeField({ value, onChange, ...props }: DateTimeFieldProps) {
  const { t } = useLingui();
  const canonical = value ?? '';
  const [shown, type] = useTypedText(canonical, dateTimeForInput, dateTimeFromInput);
  const picker = useRef<HTMLInputElement>(null);
  const name = props['aria-label'] ?? (typeof props.label === 'string' ? props.label : undefined);
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(canonical) ? canonical.slice(0, 16) : '';

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextInput
      placeholder={t`GG.AA.YYYY SS:DD`}
      autoComplete="off"
      {...props}
      value={shown}
      onChange={(event) => onChange?.(type(event.currentTarget.value))}
      rightSectionPointerEvents="all"
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={openPicker}
            aria-label={name ? t`Takvimi aç: ${name}` : t`Takvimi aç`}
            disabled={props.disabled}
          >
            <IconCalendar size={18} stroke={1.6} />
          </ActionIcon>
          <input
            ref={picker}
            type="datetime-local"
            className={classes.picker}
            tabIndex={-1}
            aria-hidden
            value={instant}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              if (!picked) return;
              onChange?.(type(dateTimeForInput(`${picked.slice(0, 16)}:00.000Z`)));
            }}
          />
        </>
      }
    />
  );
}
