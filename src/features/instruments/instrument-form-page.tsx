import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Input, Paper, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { CURRENCIES } from '../../domain/currency';
import type { UploadedFile } from '../../domain/file';
import { instrumentSchema, type InstrumentInput } from '../../domain/instrument-schema';
import { initialState, type InstrumentDirection, type InstrumentKind } from '../../domain/instruments';
import { formValuesOf } from '../../domain/records/form-input';
import type { KeptFileRef } from '../../data/files';
import { saveInstrument } from '../../data/instrument-save';
import { useInstrument, type InstrumentRow } from '../../data/instruments';
import { RecordAccountField } from '../../ui/account-field';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import type { FileFieldValue } from '../../ui/file-upload-field';
import type { Place } from '../../ui/frames/detail-frame';
import { FormHeader, recordFormPage, useToRecord } from '../../ui/frames/form-frame';
import { FormFileField } from '../../ui/record-file-field';
import { RecordForm } from '../../ui/record-form';
import { instrumentDirectionLabels, instrumentKindLabels } from '../../ui/records/instrument-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { useInstrumentPlace } from './instrument-place';

/** An instrument as the form edits it: the amount as decimal text, the scan as the upload field holds it. */
type InstrumentValues = Omit<InstrumentInput, 'sirket' | 'cariHesap' | 'dosya' | 'miktar'> & {
  sirket: string;
  cariHesap: string;
  miktar: string;
  dosya: FileFieldValue;
};

function initialValues(row: InstrumentRow | null, sirket: string): InstrumentValues {
  if (row) return { ...formValuesOf('cekSenet', row), hareketler: [...row.hareketler], dosya: row.dosya };
  return {
    tur: 'cek',
    yon: 'alinan',
    sirket,
    cariHesap: '',
    borclu: '',
    banka: '',
    sube: '',
    hesapNo: '',
    seriNo: '',
    duzenlemeTarihi: localDate(),
    vadeTarihi: '',
    miktar: '',
    dovizCinsi: 'TL',
    durum: '',
    hareketler: [],
    dosya: null,
    nakitAkis: null,
  };
}

/** Create or edit a cheque or note with its scan; its moves are the detail page's. */
export const InstrumentFormPage = recordFormPage({
  usePlace: useInstrumentPlace,
  useRecord: useInstrument,
  title: msg`Çek / Senet Düzenle`,
  values: initialValues,
  Form: InstrumentForm,
});

function InstrumentForm({ id, initial, place }: { id: string | undefined; initial: InstrumentValues; place: Place }) {
  const { t, i18n } = useLingui();
  const toRecord = useToRecord('/finans/cek-senet/$cekSenetId');
  const record = useRecordForm({
    collection: 'cekSenet',
    id,
    initial,
    schema: instrumentSchema,
    save: ({ dosya, ...values }) => {
      const file = dosya as UploadedFile | KeptFileRef;
      // A new instrument opens its history in its direction's first state.
      const hareketler = id
        ? values.hareketler
        : [{ tarih: values.duzenlemeTarihi, durum: initialState(values.yon as InstrumentDirection) }];
      return saveInstrument({ ...values, hareketler }, file, id);
    },
    then: (savedId) => toRecord(savedId),
  });
  const { form, values, set, input } = record;
  // Once moved, the direction and the account stay: the history is theirs.
  const moved = Boolean(id) && (initial.hareketler?.length ?? 0) > 1;

  const title = id ? t`Çek / Senet Düzenle` : t`Çek / Senet Ekle`;
  return (
    <>
      <FormHeader title={title} place={place} id={id} recordLabel={t`Çek / Senet`} />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={960} testId="instrument-form">
        <Paper withBorder radius="md" p="lg">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Input.Wrapper label={t`Tür`} withAsterisk error={form.errors.tur}>
                <div>
                  <SegmentedControl
                    data={(['cek', 'senet'] as const).map((value) => ({ value, label: i18n._(instrumentKindLabels[value]) }))}
                    value={values.tur as InstrumentKind}
                    onChange={(value) => set('tur', value as InstrumentKind)}
                    data-testid="instrument-kind"
                  />
                </div>
              </Input.Wrapper>
              <Input.Wrapper label={t`Yön`} withAsterisk error={form.errors.yon}>
                <div>
                  <SegmentedControl
                    data={(['alinan', 'verilen'] as const).map((value) => ({ value, label: i18n._(instrumentDirectionLabels[value]) }))}
                    value={values.yon as InstrumentDirection}
                    disabled={moved || Boolean(id)}
                    onChange={(value) => {
                      set('yon', value as InstrumentDirection);
                      set('cariHesap', '');
                    }}
                    data-testid="instrument-direction"
                  />
                </div>
              </Input.Wrapper>
              <RecordAccountField
                record={record}
                label={values.yon === 'alinan' ? t`Müşteri (keşideci)` : t`Tedarikçi (lehdar)`}
                cariTip={values.yon === 'alinan' ? 'musteri' : 'tedarikci'}
                sirket={values.sirket || initial.sirket || ''}
                keep={initial.cariHesap}
                then={(_, picked) => {
                  if (picked && !values.borclu && values.yon === 'alinan') set('borclu', picked.unvan);
                }}
                testId="instrument-account"
              />
              <TextInput label={t`Borçlu / Keşideci`} {...input('borclu')} data-testid="instrument-drawer" />
              <TextInput label={t`Seri No`} withAsterisk {...input('seriNo')} data-testid="instrument-serial" />
              <TextInput label={t`Banka`} {...input('banka')} />
              <TextInput label={t`Şube`} {...input('sube')} />
              <TextInput label={t`Hesap No`} {...input('hesapNo')} />
              <DateField label={t`Düzenleme Tarihi`} withAsterisk {...input('duzenlemeTarihi')} />
              <DateField label={t`Vade Tarihi`} withAsterisk {...input('vadeTarihi')} data-testid="instrument-due" />
              <DecimalInput label={t`Tutar`} withAsterisk {...input('miktar')} data-testid="instrument-amount-input" />
              <Select label={t`Döviz Cinsi`} withAsterisk allowDeselect={false} data={[...CURRENCIES]} {...input('dovizCinsi')} />
            </SimpleGrid>
            <FormFileField record={record} label={t`Tarama (ön ve arka yüz)`} required />
          </Stack>
        </Paper>
      </RecordForm>
    </>
  );
}
