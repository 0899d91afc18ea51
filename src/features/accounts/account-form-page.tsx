import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Alert, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Input } from '@mantine/core';
import { accountSchema, capitalizeFirst, DEFAULT_COUNTRY, type AccountInput, type AccountType } from '../../domain/account';
import { emptyBankAccount } from '../../domain/bank-account';
import { formValuesOf } from '../../domain/records/form-input';
import { useAccount, type AccountRow } from '../../data/accounts';
import { saveAccount } from '../../data/account-save';
import { selectCompany, useCompanies, useSelectedCompany } from '../../data/companies';
import { useCompanyWriteRule, useWritableCompanies } from '../../data/grants';
import { BankAccountsFieldset } from '../../ui/bank-accounts-fieldset';
import { RecordForm } from '../../ui/record-form';
import { FormGate, FormHeader, useToRecord } from '../../ui/frames/form-frame';
import { useRecordForm } from '../../ui/use-record-form';
import { useAccountPlace } from './account-place';

/** A new account's fields given by the page that sent to the form (the e-Fatura inbox's party). */
export type AccountPrefill = Partial<Record<'unvan' | 'vergiNumarasi' | 'tcNumarasi' | 'vergiDairesi' | 'adres', string>>;

// The fields travel in the history entry's state (not the URL: the route's search schema is in the
// entry chunk, within the sign-in budget), so they also survive a reload of the form.
declare module '@tanstack/history' {
  interface HistoryState {
    accountPrefill?: AccountPrefill;
  }
}

/** An account as the form edits it: its company as the selector holds it (an id, or '' for none). */
type AccountValues = Omit<AccountInput, 'sirket'> & { sirket: string };

function initialValues(account: AccountRow | null, cariTip: AccountType, sirket: string, prefill: AccountPrefill = {}): AccountValues {
  // The account's write fields, its bank accounts copied (src/domain/records/form-input.ts).
  if (account) return formValuesOf('cariHesap', account);
  return {
    cariTip,
    sirket,
    unvan: prefill.unvan ?? '',
    firmaYetkilisi: '',
    nitelik: '',
    gsm: '',
    sabitTelefon: '',
    ePosta: '',
    ulke: DEFAULT_COUNTRY,
    il: '',
    ilce: '',
    adres: prefill.adres ?? '',
    aciklama: '',
    vergiDairesi: prefill.vergiDairesi ?? '',
    vergiNumarasi: prefill.vergiNumarasi ?? '',
    tcNumarasi: prefill.tcNumarasi ?? '',
    // docs/areas/accounts.md: a new supplier starts with one empty bank account.
    bankalar: cariTip === 'tedarikci' ? [emptyBankAccount()] : [],
  };
}

/** Create (for the company chosen top left) or edit an account (docs/areas/accounts.md). */
export function AccountFormPage({ id, cariTip = 'tedarikci' }: { id?: string; cariTip?: AccountType }) {
  const { t } = useLingui();
  // Read once, as the form opens (its initial values).
  const prefill = useRouter().state.location.state.accountPrefill;
  const selected = useSelectedCompany() ?? '';
  return (
    <FormGate place={useAccountPlace(undefined)} id={id} record={useAccount(id ?? '')} title={t`Firma Düzenle`}>
      {(account) => <AccountForm id={id} initial={initialValues(account, cariTip, selected, prefill)} />}
    </FormGate>
  );
}

function AccountForm({ id, initial }: { id: string | undefined; initial: AccountValues }) {
  const { t } = useLingui();
  const companies = useCompanies() ?? [];
  const selected = useSelectedCompany() ?? '';
  const writable = useWritableCompanies();
  const canWrite = useCompanyWriteRule();
  const toRecord = useToRecord('/finans/cari-listeler/$cariHesapId');
  const toFallback = (cariTip: AccountType) => toRecord(id, { cari_tip: cariTip });
  const record = useRecordForm({
    collection: 'cariHesap',
    id,
    schema: accountSchema,
    initial,
    save: (input) => saveAccount(input, id),
    savedText: (input) => {
      const name = capitalizeFirst(input.unvan.trim());
      return t`${name} başarıyla kaydedildi`;
    },
    // docs/areas/accounts.md: save returns to the previous page (inside the app; else the record or the list).
    then: (_savedId, input, back) => back(() => toFallback(input.cariTip as AccountType)),
  });
  const { form, values } = record;
  const place = useAccountPlace(values.cariTip as AccountType);

  // A new account belongs to the company chosen top left, following the selector as it changes;
  // a read-only company is no choice (the picker offers the writable ones).
  const selectedWritable = selected !== '' && canWrite(selected);
  useEffect(() => {
    if (!id) form.setFieldValue('sirket', selectedWritable ? selected : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the selection changes
  }, [selected, selectedWritable, id]);

  const companyName = companies.find((company) => company._id === values.sirket)?.isim;
  const supplier = values.cariTip === 'tedarikci';
  const text = (path: keyof AccountInput, label: string, required = false) => (
    <TextInput label={label} withAsterisk={required} key={form.key(path)} {...form.getInputProps(path)} />
  );

  return (
    <>
      <FormHeader title={id ? initial.unvan || t`Firma Düzenle` : t`Firma Oluştur`} place={place} id={id} recordLabel={initial.unvan} />
      <RecordForm record={record} onCancel={() => toFallback(values.cariTip as AccountType)} maw={1000}>
        <Paper withBorder radius="md" p="lg">
          <Stack>
            <Input.Wrapper label={t`Cari Tipi`} withAsterisk error={form.errors.cariTip}>
              <div>
                <SegmentedControl
                  data={[
                    { value: 'tedarikci', label: t`Tedarikçi` },
                    { value: 'musteri', label: t`Müşteri` },
                  ]}
                  key={form.key('cariTip')}
                  {...form.getInputProps('cariTip')}
                  onChange={(value) => {
                    form.setFieldValue('cariTip', value);
                    // Customers carry no bank accounts; a supplier starts with one empty row.
                    if (value === 'musteri') form.setFieldValue('bankalar', []);
                    else if ((form.getValues().bankalar ?? []).length === 0) {
                      form.setFieldValue('bankalar', [emptyBankAccount()]);
                    }
                  }}
                />
              </div>
            </Input.Wrapper>
            {companyName ? (
              <Input.Wrapper label={t`Şirket`} withAsterisk>
                <Text size="sm" data-testid="account-company">
                  {companyName}
                </Text>
              </Input.Wrapper>
            ) : (
              // One message with a way out (docs/areas/accounts.md: a company must be chosen), instead of the
              // same sentence beside the field, below it and in a toast.
              <Alert
                color={form.errors.sirket ? 'red' : 'yellow'}
                title={selected && !selectedWritable ? t`Yazma yetkiniz olan bir şirket seçin` : t`Sol üstten bir şirket seçin`}
                data-testid="account-company"
              >
                <Select
                  label={t`Şirket`}
                  withAsterisk
                  placeholder={t`Şirket Seçiniz`}
                  data={writable.map((company) => ({ value: company._id, label: company.isim }))}
                  value={null}
                  onChange={(value) => value && selectCompany(value)}
                  error={form.errors.sirket ? true : undefined}
                  maw={360}
                  searchable
                />
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('unvan', t`Ünvan`, true)}
              {text('firmaYetkilisi', t`Firma Yetkilisi`)}
              {text('nitelik', t`Nitelik`)}
              {text('ePosta', t`E-posta`)}
              {text('gsm', t`GSM`)}
              {text('sabitTelefon', t`Sabit Telefon`)}
              {text('ulke', t`Ülke`)}
              {text('il', t`İl`)}
              {text('ilce', t`İlçe`)}
              {text('vergiDairesi', t`Vergi Dairesi`)}
              {text('vergiNumarasi', t`Vergi Numarası`, !values.tcNumarasi)}
              {text('tcNumarasi', t`T.C. Kimlik Numarası`)}
            </SimpleGrid>
            <Textarea label={t`Adres`} autosize minRows={2} key={form.key('adres')} {...form.getInputProps('adres')} />
            <Textarea label={t`Açıklama`} autosize minRows={2} key={form.key('aciklama')} {...form.getInputProps('aciklama')} />
          </Stack>
        </Paper>
        {supplier && (
          <Paper withBorder radius="md" p="lg">
            <BankAccountsFieldset form={form} minRows={1} />
          </Paper>
        )}
      </RecordForm>
    </>
  );
}
