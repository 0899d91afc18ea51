import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/data/i18n';
import { isCalendarDate } from '../../src/domain/calendar';
import { DateField } from '../../src/ui/date-field';
import { DecimalInput } from '../../src/ui/decimal-input';

// The Turkish decimal and date fields in a real React tree: what they show while the user types,
// what the parent receives, and what happens when the parent sets or refuses a value.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;
const received: string[] = [];
let setFromOutside: (value: string) => void = () => undefined;

/** A parent like a form (takes every value) or like the report's period (takes only dates). */
function Harness({ field, initial, takes }: { field: 'decimal' | 'date'; initial: string; takes: (value: string) => boolean }) {
  const [value, setValue] = useState(initial);
  setFromOutside = setValue;
  const onChange = (next: string) => {
    received.push(next);
    if (takes(next)) setValue(next);
  };
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        {field === 'decimal' ? (
          <DecimalInput label="Tutar" value={value} onChange={onChange} />
        ) : (
          <DateField label="Tarih" value={value} onChange={onChange} />
        )}
        <output data-value={value} />
      </MantineProvider>
    </I18nProvider>
  );
}

async function render(field: 'decimal' | 'date', initial: string, takes: (value: string) => boolean = () => true) {
  await act(async () => root.render(<Harness field={field} initial={initial} takes={takes} />));
}

const input = () => host.querySelector<HTMLInputElement>('input:not([type="date"])')!;
const held = () => host.querySelector('output')!.getAttribute('data-value');

/** Types `text` as the field's whole content, the way a browser reports an edit to React. */
async function typeText(text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('typed fields', () => {
  beforeEach(() => {
    i18n.activate('tr');
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    received.length = 0;
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });

  it('Turkish: a dot groups thousands and a comma marks decimals, the grouping shows as typed, the form holds plain decimal text', async () => {
    await render('decimal', '1234.5');
    expect(input().value).toBe('1.234,5');
    expect(input().getAttribute('inputmode')).toBe('decimal');
    // [typed, shown, held]: 18.500 is eighteen thousand five hundred, never 18,50.
    for (const [typed, shown, value] of [
      ['1', '1', '1'],
      ['18', '18', '18'],
      ['18.500', '18.500', '18500'],
      ['18500', '18.500', '18500'],
      ['18.500,', '18.500,', '18500.'],
      ['18.500,5', '18.500,5', '18500.5'],
      ['12.345,67', '12.345,67', '12345.67'],
      ['0,85', '0,85', '0.85'],
    ]) {
      await typeText(typed!);
      expect(input().value).toBe(shown);
      expect(held()).toBe(value);
    }
  });

  it('English: a comma groups thousands and a dot marks decimals', async () => {
    await act(async () => i18n.activate('en'));
    await render('decimal', '31623.63');
    expect(input().value).toBe('31,623.63');
    for (const [typed, shown, value] of [
      ['18,500', '18,500', '18500'],
      ['18,500.5', '18,500.5', '18500.5'],
      ['0.85', '0.85', '0.85'],
    ]) {
      await typeText(typed!);
      expect(input().value).toBe(shown);
      expect(held()).toBe(value);
    }
  });

  it('shows a value set from outside, grouped, and after a reset the value again', async () => {
    await render('decimal', '');
    await typeText('12,5');
    expect(held()).toBe('12.5');
    await act(async () => setFromOutside('738.02'));
    expect(input().value).toBe('738,02');
    await act(async () => setFromOutside('31623.63'));
    expect(input().value).toBe('31.623,63');
    await act(async () => setFromOutside(''));
    expect(input().value).toBe('');
  });

  it('shows a date the Turkish way and hands the form YYYY-MM-DD', async () => {
    await render('date', '2026-01-04');
    expect(input().value).toBe('04.01.2026');
    expect(host.querySelector<HTMLInputElement>('input[type="date"]')!.value).toBe('2026-01-04');
    expect(host.querySelector('button')!.getAttribute('aria-label')).toBe('Takvimi aç: Tarih');
    await typeText('24.11.2026');
    expect(held()).toBe('2026-11-24');
    expect(input().value).toBe('24.11.2026');
    await typeText('31.02.2026');
    // Not a date: the form holds it as typed, and its schema refuses it.
    expect(held()).toBe('31.02.2026');
    expect(host.querySelector<HTMLInputElement>('input[type="date"]')!.value).toBe('');
  });

  it('keeps a half-typed date in a filter that takes only whole dates, then shows the next period it is given', async () => {
    await render('date', '2026-01-01', isCalendarDate);
    await typeText('01.01.20');
    expect(input().value).toBe('01.01.20');
    expect(held()).toBe('2026-01-01');
    await typeText('01.01.2025');
    expect(held()).toBe('2025-01-01');
    expect(input().value).toBe('01.01.2025');
    await typeText('1.1.');
    expect(input().value).toBe('1.1.');
    // A quick period chosen while a date is half typed: the field shows the period.
    await act(async () => setFromOutside('2026-11-01'));
    expect(input().value).toBe('01.11.2026');
    expect(received).toEqual(['01.01.20', '2025-01-01', '1.1.']);
  });

  it('takes the date picked in the browser calendar', async () => {
    await render('date', '');
    const picker = host.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(picker.getAttribute('aria-hidden')).toBe('true');
    expect(picker.tabIndex).toBe(-1);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(picker, '2026-12-31');
      picker.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(held()).toBe('2026-12-31');
    expect(input().value).toBe('31.12.2026');
  });
});
