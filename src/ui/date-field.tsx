import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useRef } from 'react';
import { isCalendarDate } from '../domain/calendar';
import classes from './date-field.module.css';
import { dateForInput, dateFromInput } from './format';
import { useTypedText } from './use-typed-text';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The calendar date the form holds ('2026-11-24'), or what the user typed while it is not one. */
  value?: string;
  /** Receives the calendar date of what the user typed or picked (see dateFromInput). */
  onChange?: (value: string) => void;
  /** The earliest and latest dates the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
}

/**
 * A date field the Turkish way (docs/areas/shell.md): the date shows and is typed as 24.11.2026, whatever the
 * browser's language, and the form holds 'YYYY-MM-DD'. The calendar button opens the browser's
 * own date picker (a wheel on a tablet), through a date input that is never shown.
 */
export function DateField({ value, onChange, min, max, ...props }: DateFieldProps) {
  const { t } = useLingui();
  const canonical = value ?? '';
  const [shown, type] = useTypedText(canonical, dateForInput, dateFromInput);
  const picker = useRef<HTMLInputElement>(null);
  const name = props['aria-label'] ?? (typeof props.label === 'string' ? props.label : undefined);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // No showPicker (an older browser): focusing the input lets its own control open.
      input.focus();
    }
  };

  return (
    <TextInput
      placeholder={t`GG.AA.YYYY`}
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
            type="date"
            className={classes.picker}
            tabIndex={-1}
            aria-hidden
            value={isCalendarDate(canonical) ? canonical : ''}
            min={min}
            max={max}
            onChange={(event) => {
              const date = event.currentTarget.value;
              if (!isCalendarDate(date)) return;
              onChange?.(type(dateForInput(date)));
            }}
          />
        </>
      }
    />
  );
}
