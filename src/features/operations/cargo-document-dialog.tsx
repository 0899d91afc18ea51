import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { CARGO_DOCUMENT_TYPES, CONSIGNEE_TYPES, FREIGHT_TERMS, type CargoDocumentType } from '../../domain/cargo-documents';
import { formValuesOf } from '../../domain/records/form-input';
import { cargoDocumentSchema, saveCargoDocument, type CargoDocumentInput } from '../../data/cargo-document-save';
import { useCharters, type CargoDocumentRow } from '../../data/operations';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import type { FileFieldValue } from '../../ui/file-upload-field';
import { DialogFrame, RecordDialogForm, useDialogShip } from '../../ui/frames/dialog-frame';
import { ShipSelect } from '../../ui/frames/ship-select';
import { FormFileField } from '../../ui/record-file-field';
import { useRecordForm } from '../../ui/use-record-form';
import { cargoDocumentTypeLabels } from './operations-labels';
import { consigneeTypeLabels, freightTermLabels } from './register-labels';

// A cargo document's form (docs/areas/operations.md §3), a dialog of the register loaded on first
// use: the voyage, the type, number, date and port, the scan; a bill of lading's particulars, a
// draft survey's weight. Saved on the device and queued (offline on the ship).

/** A cargo document as the form edits it: figures as the decimal text typed, dates '' for none. */
export interface CargoDocumentFormValues {
  sirket: string;
  carter: string | null;
  seferNo: string;
  tur: CargoDocumentType | '';
  numara: string;
  tarih: string;
  liman: string;
  aciklama: string;
  yukleyici: string;
  alici: { tip: string; ad: string };
  bildirim: string;
  yuklemeLimani: string;
  tahliyeLimani: string;
  yukTanimi: string;
  brutAgirlikMt: string;
  navlun: string;
  yuklemeTarihi: string;
  orijinalSayisi: string;
  kayitlar: string;
  dosya: FileFieldValue;
}

const BL_FIELDS = [
  'yukleyici',
  'bildirim',
  'yuklemeLimani',
  'tahliyeLimani',
  'yukTanimi',
  'navlun',
  'yuklemeTarihi',
  'orijinalSayisi',
  'kayitlar',
] as const;

/** What a write sends of the form's values: a bill of lading's particulars only on a B/L, a weight on a B/L or a draft survey. */
export function cargoDocumentInput(values: CargoDocumentFormValues): CargoDocumentInput & { dosya: FileFieldValue } {
  const bl = values.tur === 'konsimento';
  const input: Record<string, unknown> = { ...values, carter: values.carter || null };
  if (!bl) for (const name of BL_FIELDS) input[name] = '';
  input.alici = bl && (values.alici.tip || values.alici.ad.trim()) ? values.alici : null;
  if (!bl && values.tur !== 'draft-survey') input.brutAgirlikMt = '';
  return input as CargoDocumentInput & { dosya: FileFieldValue };
}

/** The form checks what it would send, with the kind's own schema. */
const formSchema = v.pipe(
  v.custom<CargoDocumentFormValues>(() => true),
  v.transform((values): unknown => cargoDocumentInput(values)),
  cargoDocumentSchema as v.GenericSchema,
) as v.GenericSchema;

function initialValues(row: CargoDocumentRow | null, sirket: string): CargoDocumentFormValues {
  if (row) {
    const values = formValuesOf('yukEvraki', row);
    const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
    return {
      ...values,
      carter: row.carter,
      tarih: text(values.tarih),
      yuklemeTarihi: text(values.yuklemeTarihi),
      brutAgirlikMt: text(values.brutAgirlikMt),
      orijinalSayisi: text(values.orijinalSayisi),
      navlun: text(values.navlun),
      alici: { tip: values.alici?.tip ?? '', ad: values.alici?.ad ?? '' },
      dosya: (row.dosya as FileFieldValue) ?? null,
    };
  }
  return {
    sirket,
    carter: null,
    seferNo: '',
    tur: '',
    numara: '',
    tarih: localDate(),
    liman: '',
    aciklama: '',
    yukleyici: '',
    alici: { tip: '', ad: '' },
    bildirim: '',
    yuklemeLimani: '',
    tahliyeLimani: '',
    yukTanimi: '',
    brutAgirlikMt: '',
    navlun: '',
    yuklemeTarihi: '',
    orijinalSayisi: '',
    kayitlar: '',
    dosya: null,
  };
}

export default function CargoDocumentDialog({
  row,
  sirket,
  onClose,
}: {
  row: CargoDocumentRow | null;
  sirket: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const initial = initialValues(row, useDialogShip(sirket));
  return (
    <DialogFrame title={row ? t`Evrakı Düzenle` : t`Yeni Evrak`} testId="cargo-document" onClose={onClose}>
      <CargoDocumentForm id={row?._id} initial={initial} onClose={onClose} />
    </DialogFrame>
  );
}

function CargoDocumentForm({ id, initial, onClose }: { id: string | undefined; initial: CargoDocumentFormValues; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const record = useRecordForm<CargoDocumentFormValues>({
    collection: 'yukEvraki',
    id,
    initial,
    schema: formSchema,
    save: (values) => {
      const { dosya, ...input } = cargoDocumentInput(values);
      return saveCargoDocument(input, dosya, id);
    },
    savedText: () => t`Evrak kaydedildi`,
    then: async () => onClose(),
  });
  const { form, values, input } = record;
  const voyages = useCharters(values.sirket, 'spot') ?? [];
  const bl = values.tur === 'konsimento';
  const weighed = bl || values.tur === 'draft-survey';

  return (
    <RecordDialogForm
      record={record}
      testId="cargo-document"
      onClose={onClose}
      collection="yukEvraki"
      id={id}
      remove={{
        confirmTitle: t`Evrakı sil`,
        question: t`Bu evrak silinecek. Emin misiniz?`,
        yes: t`Sil`,
        cancel: t`Vazgeç`,
        done: t`Evrak silindi`,
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ShipSelect
          disabled={Boolean(id)}
          {...input('sirket')}
          value={values.sirket}
          onChange={(value) => {
            form.setFieldValue('sirket', value);
            // A voyage is the ship's own.
            form.setFieldValue('carter', null);
          }}
        />
        <Select
          label={t`Sefer (çarter)`}
          clearable
          searchable
          data={voyages.map((voyage) => ({
            value: voyage._id,
            label: [voyage.cpTarihi, voyage.yuk?.tanim].filter(Boolean).join(' · ') || voyage._id.slice(0, 8),
          }))}
          {...input('carter')}
          value={values.carter || null}
          onChange={(value) => form.setFieldValue('carter', value)}
          data-testid="cargo-document-charter"
        />
        <TextInput label={t`Sefer No`} {...input('seferNo')} data-testid="cargo-document-voyage-no" />
        <Select
          label={t`Tür`}
          withAsterisk
          allowDeselect={false}
          data={CARGO_DOCUMENT_TYPES.map((type) => ({ value: type, label: i18n._(cargoDocumentTypeLabels[type]) }))}
          {...input('tur')}
          value={values.tur || null}
          onChange={(value) => form.setFieldValue('tur', (value ?? '') as CargoDocumentType | '')}
          data-testid="cargo-document-type"
        />
        <TextInput label={t`Numara`} {...input('numara')} data-testid="cargo-document-number" />
        <DateField label={t`Tarih`} {...input('tarih')} data-testid="cargo-document-date" />
        <TextInput label={t`Liman`} {...input('liman')} data-testid="cargo-document-port" />
        {weighed && (
          <DecimalInput label={t`Brüt ağırlık (mt)`} decimalScale={3} {...input('brutAgirlikMt')} data-testid="cargo-document-weight" />
        )}
      </SimpleGrid>

      {bl && (
        <>
          <Text fw={600} size="sm" mt="xs">{t`Konşimento bilgileri`}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Yükleyici (shipper)`} {...input('yukleyici')} data-testid="bl-shipper" />
            <TextInput label={t`Bildirim tarafı (notify)`} {...input('bildirim')} data-testid="bl-notify" />
            <Select
              label={t`Alıcı türü`}
              clearable
              data={CONSIGNEE_TYPES.map((type) => ({ value: type, label: i18n._(consigneeTypeLabels[type]) }))}
              {...input('alici.tip')}
              value={values.alici.tip || null}
              onChange={(value) => form.setFieldValue('alici.tip', value ?? '')}
              data-testid="bl-consignee-type"
            />
            <TextInput label={t`Alıcı (consignee)`} {...input('alici.ad')} data-testid="bl-consignee" />
            <TextInput label={t`Yükleme limanı`} {...input('yuklemeLimani')} data-testid="bl-loading-port" />
            <TextInput label={t`Tahliye limanı`} {...input('tahliyeLimani')} data-testid="bl-discharge-port" />
            <DateField label={t`Yükleme tarihi`} {...input('yuklemeTarihi')} data-testid="bl-loaded" />
            <Select
              label={t`Navlun`}
              clearable
              data={FREIGHT_TERMS.map((term) => ({ value: term, label: i18n._(freightTermLabels[term]) }))}
              {...input('navlun')}
              value={values.navlun || null}
              onChange={(value) => form.setFieldValue('navlun', value ?? '')}
              data-testid="bl-freight"
            />
            <TextInput label={t`Orijinal sayısı`} inputMode="numeric" {...input('orijinalSayisi')} data-testid="bl-originals" />
          </SimpleGrid>
          <TextInput label={t`Yük tanımı`} {...input('yukTanimi')} data-testid="bl-cargo" />
          <Textarea label={t`Kayıtlar (clausing)`} autosize minRows={2} {...input('kayitlar')} data-testid="bl-clauses" />
        </>
      )}

      <Textarea label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
      <FormFileField record={record} label={t`Dosya`} />
      {!bl && values.tur === '' && (
        <Text size="xs" c="dimmed">
          {t`Konşimento seçildiğinde konşimento bilgileri açılır.`}
        </Text>
      )}
    </RecordDialogForm>
  );
}
