import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { AccountType } from '../domain/account';
import { useAccountList, type AccountRow } from '../data/accounts';
import { useWritableAccountOptions } from '../data/grants';

/**
 * A record's account (cari hesap), chosen among the company's accounts of one kind that the user
 * may write to (`keep`: the edited record's own account stays offered). `onPick` gets the chosen
 * id ('' when cleared) and its row, whose company the record follows.
 *
 * `prefill`: the account a new record was opened for (`?cariHesap=`). When it reaches the device
 * after the form opened (a sign-in's first pull still running), it is picked then, as long as the
 * field is still empty; a choice the user made first stands.
 */
export function AccountField({
  label,
  cariTip,
  sirket,
  keep,
  inputProps,
  error,
  onPick,
  testId,
  prefill = '',
  optional = false,
}: {
  label: string;
  cariTip: AccountType;
  sirket: string;
  keep: string;
  /** The form's props of the account field (its key, value, blur). */
  inputProps: Record<string, unknown>;
  error: ReactNode;
  onPick: (id: string, account: AccountRow | undefined) => void;
  testId: string;
  prefill?: string;
  /** The record may have no account (a BDN's supplier, docs/areas/bunkers-and-emissions.md): no asterisk, and a clear button. */
  optional?: boolean;
}) {
  const { t } = useLingui();
  const accounts = useAccountList({ cariTip, sirket, sortBy: 'unvan', sortingOrder: 1, limit: 100000 });
  const options = useWritableAccountOptions(accounts?.rows, keep);
  const prefillSettled = useRef(prefill === '');
  useEffect(() => {
    if (prefillSettled.current) return;
    if (inputProps.value) {
      prefillSettled.current = true;
      return;
    }
    const row = accounts?.rows.find((candidate) => candidate._id === prefill);
    if (!row) return;
    prefillSettled.current = true;
    onPick(prefill, row);
  });
  return (
    <Select
      label={label}
      withAsterisk={!optional}
      clearable={optional}
      searchable
      placeholder={t`Cari hesap seçin`}
      data={options}
      nothingFoundMessage={t`Bu şirkette uygun cari hesap yok`}
      {...inputProps}
      error={error}
      onChange={(value) =>
        onPick(
          value ?? '',
          accounts?.rows.find((row) => row._id === value),
        )
      }
      data-testid={testId}
    />
  );
}

/** The part of a record form (useRecordForm) that RecordAccountField fills in. */
interface AccountOfRecord {
  form: { errors: Record<string, ReactNode> };
  set: (path: 'cariHesap' | 'sirket', value: string) => void;
  input: (path: string) => Record<string, unknown>;
}

/**
 * The account of a record that follows its account's company (a bill, a payment, a bank order, a
 * cheque): the pick goes to `cariHesap` and the account's company to `sirket`, and either field's
 * error shows under it. `then` does what else a pick changes on the form (the account's bank, the
 * drawer).
 */
export function RecordAccountField({
  record,
  then,
  ...field
}: Omit<Parameters<typeof AccountField>[0], 'inputProps' | 'error' | 'onPick'> & {
  record: AccountOfRecord;
  then?: (id: string, account: AccountRow | undefined) => void;
}) {
  return (
    <AccountField
      {...field}
      inputProps={record.input('cariHesap')}
      error={record.form.errors.cariHesap ?? record.form.errors.sirket}
      onPick={(id, account) => {
        record.set('cariHesap', id);
        if (account) record.set('sirket', account.sirket);
        then?.(id, account);
      }}
    />
  );
}
