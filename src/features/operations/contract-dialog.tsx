import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { Checkbox, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { CONTRACT_TYPES, defaultContractEnd, DEFAULT_WARNING_DAYS, type ContractType } from '../../domain/contracts';
import { CURRENCIES } from '../../domain/currency';
import { formValuesOf } from '../../domain/records/form-input';
import { queryCertificates } from '../../data/certificates';
import { contractSchema, saveContract, type ContractInput } from '../../data/contract-save';
import { useDeviceRows } from '../../data/kind-reads';
import { useCompanyAccounts } from '../../data/loans';
import type { ContractRow } from '../../data/operations';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import type { FileFieldValue } from '../../ui/file-upload-field';
import { formatDate } from '../../ui/format';
import { DialogFrame, RecordDialogForm, useDialogShip } from '../../ui/frames/dialog-frame';
import { ShipSelect } from '../../ui/frames/ship-select';
import { FormFileField } from '../../ui/record-file-field';
import { useRecordForm } from '../../ui/use-record-form';
import { contractTypeLabels } from './operations-labels';

// A contract's form (docs/areas/operations.md §4), a dialog of the register loaded on first use:
// its type, counterparty, term, notice, fee, warning days and the certificate it stands behind.
// Saved on the device and queued (offline on the ship).

/** A contract as the form edits it: figures as the decimal text typed, dates '' for none. */
export interface ContractFormValues {
  sirket: string;
  tur: ContractType | '';
  karsiTaraf: string | null;
  numara: string;
  imzaTarihi: string;
  baslangic: string;
  bitis: string;
  otomatikYenileme: boolean;
  feshiIhbarGun: string;
  ucret: { tutar: string; dovizCinsi: string; periyot: string };
  uyariGun: string;
  bagliSertifika: string | null;
  aciklama: string;
  dosya: FileFieldValue;
}

/** What a write sends of the form's values: no fee when none is typed. */
export function contractInput(values: ContractFormValues): ContractInput & { dosya: FileFieldValue } {
  const fee = values.ucret;
  return {
    ...values,
    karsiTaraf: values.karsiTaraf || null,
    bagliSertifika: values.bagliSertifika || null,
    ucret: fee.tutar === '' && fee.periyot.trim() === '' ? null : fee,
  };
}

/** The form checks what it would send, with the kind's own schema and rules. */
const formSchema = v.pipe(
  v.custom<ContractFormValues>(() => true),
  v.transform((values): unknown => contractInput(values)),
  contractSchema as v.GenericSchema,
) as v.GenericSchema;

function initialValues(row: ContractRow | null, sirket: string): ContractFormValues {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  if (row) {
    const values = formValuesOf('sozlesme', row);
    return {
      sirket: row.sirket,
      tur: row.tur,
      karsiTaraf: row.karsiTaraf,
      numara: row.numara,
      imzaTarihi: text(row.imzaTarihi),
      baslangic: text(row.baslangic),
      bitis: text(row.bitis),
      otomatikYenileme: Boolean(row.otomatikYenileme),
      feshiIhbarGun: text(values.feshiIhbarGun),
      ucret: values.ucret
        ? { tutar: text(values.ucret.tutar), dovizCinsi: values.ucret.dovizCinsi, periyot: values.ucret.periyot ?? '' }
        : { tutar: '', dovizCinsi: 'USD', periyot: '' },
      uyariGun: text(values.uyariGun),
      bagliSertifika: row.bagliSertifika,
      aciklama: row.aciklama,
      dosya: (row.dosya as FileFieldValue) ?? null,
    };
  }
  return {
    sirket,
    tur: '',
    karsiTaraf: null,
    numara: '',
    imzaTarihi: '',
    baslangic: localDate(),
    bitis: '',
    otomatikYenileme: false,
    feshiIhbarGun: '',
    ucret: { tutar: '', dovizCinsi: 'USD', periyot: '' },
    uyariGun: String(DEFAULT_WARNING_DAYS),
    bagliSertifika: null,
    aciklama: '',
    dosya: null,
  };
}

export default function ContractDialog({ row, sirket, onClose }: { row: ContractRow | null; sirket: string; onClose: () => void }) {
  const { t } = useLingui();
  const initial = initialValues(row, useDialogShip(sirket));
  return (
    <DialogFrame title={row ? t`Sözleşmeyi Düzenle` : t`Yeni Sözleşme`} testId="contract" onClose={onClose}>
      <ContractForm id={row?._id} initial={initial} onClose={onClose} />
    </DialogFrame>
  );
}

function ContractForm({ id, initial, onClose }: { id: string | undefined; initial: ContractFormValues; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const record = useRecordForm<ContractFormValues>({
    collection: 'sozlesme',
    id,
    initial,
    schema: formSchema,
    save: (values) => {
      const { dosya, ...input } = contractInput(values);
      return saveContract(input, dosya, id);
    },
    savedText: () => t`Sözleşme kaydedildi`,
    then: async () => onClose(),
  });
  const { form, values, input } = record;
  const accounts = useCompanyAccounts(values.sirket) ?? [];
  const certificates = useDeviceRows((db) => queryCertificates(db, values.sirket), [values.sirket]) ?? [];
  // A P&I entry left without an end ends with the clubs' policy year: said under the field.
  const defaultEnd = values.tur && values.baslangic && !values.bitis ? defaultContractEnd(values.tur, values.baslangic) : null;
  const shownEnd = defaultEnd ? formatDate(defaultEnd) : '';

  return (
    <RecordDialogForm
      record={record}
      testId="contract"
      onClose={onClose}
      collection="sozlesme"
      id={id}
      remove={{
        confirmTitle: t`Sözleşmeyi sil`,
        question: t`Bu sözleşme silinecek. Emin misiniz?`,
        yes: t`Sil`,
        cancel: t`Vazgeç`,
        done: t`Sözleşme silindi`,
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ShipSelect
          disabled={Boolean(id)}
          {...input('sirket')}
          value={values.sirket}
          onChange={(value) => {
            form.setFieldValue('sirket', value);
            // The counterparty and the certificate are the ship's own.
            form.setFieldValue('karsiTaraf', null);
            form.setFieldValue('bagliSertifika', null);
          }}
        />
        <Select
          label={t`Tür`}
          withAsterisk
          allowDeselect={false}
          data={CONTRACT_TYPES.map((type) => ({ value: type, label: i18n._(contractTypeLabels[type]) }))}
          {...input('tur')}
          value={values.tur || null}
          onChange={(value) => form.setFieldValue('tur', (value ?? '') as ContractType | '')}
          data-testid="contract-type"
        />
        <Select
          label={t`Karşı Taraf`}
          searchable
          clearable
          data={accounts.map((account) => ({ value: account._id, label: account.unvan }))}
          {...input('karsiTaraf')}
          value={values.karsiTaraf || null}
          onChange={(value) => form.setFieldValue('karsiTaraf', value)}
          data-testid="contract-party"
        />
        <TextInput label={t`Numara`} {...input('numara')} data-testid="contract-number" />
        <DateField label={t`İmza tarihi`} {...input('imzaTarihi')} data-testid="contract-signed" />
        <DateField label={t`Başlangıç`} withAsterisk {...input('baslangic')} data-testid="contract-start" />
        <DateField
          label={t`Bitiş`}
          description={shownEnd ? t`Boş bırakılırsa P&I yılının sonu: ${shownEnd}` : undefined}
          {...input('bitis')}
          data-testid="contract-end"
        />
        <TextInput label={t`Fesih ihbar süresi (gün)`} inputMode="numeric" {...input('feshiIhbarGun')} data-testid="contract-notice" />
        <TextInput label={t`Uyarı (gün önce)`} inputMode="numeric" {...input('uyariGun')} data-testid="contract-warning" />
        <Checkbox
          mt="lg"
          label={t`Otomatik yenilenir`}
          {...form.getInputProps('otomatikYenileme', { type: 'checkbox' })}
          key={form.key('otomatikYenileme')}
          data-testid="contract-renews"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <DecimalInput label={t`Ücret`} {...input('ucret.tutar')} data-testid="contract-fee" />
        <Select
          label={t`Döviz`}
          allowDeselect={false}
          data={[...CURRENCIES]}
          {...input('ucret.dovizCinsi')}
          data-testid="contract-currency"
        />
        <TextInput label={t`Dönem`} placeholder={t`yıllık`} {...input('ucret.periyot')} data-testid="contract-period" />
      </SimpleGrid>
      <Select
        label={t`Bağlı sertifika`}
        searchable
        clearable
        data={certificates.map((certificate) => ({
          value: certificate._id,
          label: [certificate.tur, certificate.ad, certificate.numara].filter(Boolean).join(' · '),
        }))}
        {...input('bagliSertifika')}
        value={values.bagliSertifika || null}
        onChange={(value) => form.setFieldValue('bagliSertifika', value)}
        data-testid="contract-certificate"
      />
      <Textarea label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
      <FormFileField record={record} label={t`Dosya`} />
    </RecordDialogForm>
  );
}
