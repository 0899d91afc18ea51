import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isCalendarDate } from '../domain/calendar';
import { DateField } from './date-field';

/**
 * The date a page shows its records as of (the certificate tracker, the crew list): what is typed
 * stays in the field, and each whole date typed goes to `onDate` (the page keeps it in its address).
 */
export function AsOfDateField({ asOf, onDate, testId }: { asOf: string; onDate: (date: string) => void; testId: string }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(asOf);
  return (
    <DateField
      aria-label={t`Tarih itibarıyla`}
      value={typed}
      onChange={(value) => {
        setTyped(value);
        if (isCalendarDate(value)) onDate(value);
      }}
      w={170}
      data-testid={testId}
    />
  );
}
