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
export function DateField({ value, min, max, ...props }: DateFieldProps) {
  const { t } = useLingui();
  const canonical = value ?? '';
  return (
    <CalendarField
      placeholder={t`GG.AA.YYYY`}
      {...props}
      value={canonical}
      forInput={dateForInput}
      fromInput={dateFromInput}
      picker={{
        type: 'date',
        value: isCalendarDate(canonical) ? canonical : '',
        min,
        max,
        // What the picker gives as the field shows it; nothing for what is not a date.
        shown: (picked) => (isCalendarDate(picked) ? dateForInput(picked) : null),
      }}
    />
  );
}

/**
 * A text field typed the app's way (`forInput` shows the form's value, `fromInput` reads what is
 * typed) with a calendar button that opens the browser's own picker (`picker`) through an input
 * that is never shown: DateField and DateTimeField.
 */
export function CalendarField({
  value,
  onChange,
  forInput,
  fromInput,
  picker: pick,
  ...props
}: Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  value: string;
  onChange?: ((value: string) => void) | undefined;
  forInput: (value: string) => string;
  fromInput: (text: string) => string;
  picker: {
    type: 'date' | 'datetime-local';
    value: string;
    min?: string | undefined;
    max?: string | undefined;
    shown: (picked: string) => string | null;
  };
}) {
  const { t } = useLingui();
  const [shown, type] = useTypedText(value, forInput, fromInput);
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
            type={pick.type}
            className={classes.picker}
            tabIndex={-1}
            aria-hidden
            value={pick.value}
            min={pick.min}
            max={pick.max}
            onChange={(event) => {
              const text = pick.shown(event.currentTarget.value);
              if (text !== null) onChange?.(type(text));
            }}
          />
        </>
      }
    />
  );
}
