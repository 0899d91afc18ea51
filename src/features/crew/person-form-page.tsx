import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { RANKS } from '../../domain/crew';
import { personSchema, type Person, type PersonInput } from '../../domain/personnel';
import { formValuesOf, type FormValuesOf } from '../../domain/records/form-input';
import { useWritableCompanies } from '../../data/grants';
import { usePerson } from '../../data/personnel';
import { isPersonIdentityTaken, savePerson } from '../../data/personnel-save';
import { DateField } from '../../ui/date-field';
import type { Place } from '../../ui/frames/detail-frame';
import { FormHeader, recordFormPage, useToRecord } from '../../ui/frames/form-frame';
import { RecordForm } from '../../ui/record-form';
import { rankLabels } from '../../ui/records/personnel-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { useCrewPlace } from './crew-pages';

/** A person as the form edits them: no birth date is ''. */
type PersonValues = Omit<FormValuesOf<'personel', Person>, '_id' | 'dogumTarihi' | 'rutbe' | 'version' | 'updatedAt'> & {
  dogumTarihi: string;
  rutbe: string;
};

function initialValues(row: Person | null, sirket: string): PersonValues {
  if (row) {
    const values = formValuesOf('personel', row);
    return { ...values, dogumTarihi: values.dogumTarihi ?? '' };
  }
  return {
    sirket,
    ad: '',
    soyad: '',
    tcKimlikNo: '',
    pasaportNo: '',
    uyruk: '',
    dogumTarihi: '',
    dogumYeri: '',
    rutbe: '',
    gemiAdamiCuzdanNo: '',
    telefon: '',
    ePosta: '',
    iban: '',
    lehdarlar: [],
    aciklama: '',
  };
}

/** Create or edit a person of the pool (the employer is the header's company, or one chosen). */
export const PersonFormPage = recordFormPage({
  usePlace: useCrewPlace,
  useRecord: usePerson,
  title: msg`Personel Düzenle`,
  values: initialValues,
  Form: PersonForm,
});

function PersonForm({ id, initial, place }: { id: string | undefined; initial: PersonValues; place: Place }) {
  const { t, i18n } = useLingui();
  const toRecord = useToRecord('/personel-veri-platformu/personel-havuzu/$personelId');
  const record = useRecordForm({
    collection: 'personel',
    id,
    initial,
    schema: personSchema,
    // One person per TCKN (and passport with nationality) in a company, from the device's records.
    refuse: (values) => isPersonIdentityTaken(values as PersonInput, id),
    save: (values) => savePerson(values as PersonInput, id),
    then: (savedId) => toRecord(savedId),
  });
  const { form, values, input } = record;
  const companies = useWritableCompanies();
  const title = id ? t`Personel Düzenle` : t`Personel Ekle`;
  return (
    <>
      <FormHeader title={title} place={place} id={id} recordLabel={`${initial.ad} ${initial.soyad}`} />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1000} testId="person-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t`İşveren Şirket`}
              withAsterisk
              searchable
              data={companies.map((company) => ({ value: company._id, label: company.isim }))}
              allowDeselect={false}
              {...input('sirket')}
              value={values.sirket || null}
              onChange={(value) => value && form.setFieldValue('sirket', value)}
              data-testid="person-company"
            />
            <Select
              label={t`Rütbe`}
              withAsterisk
              searchable
              data={RANKS.map((rank) => ({ value: rank, label: i18n._(rankLabels[rank]) }))}
              allowDeselect={false}
              {...input('rutbe')}
              value={values.rutbe || null}
              onChange={(value) => value && form.setFieldValue('rutbe', value)}
              data-testid="person-rank"
            />
            <TextInput label={t`Ad`} withAsterisk {...input('ad')} />
            <TextInput label={t`Soyad`} withAsterisk {...input('soyad')} />
            <TextInput
              label={t`T.C. Kimlik No`}
              description={t`T.C. kimlik no ya da pasaport no`}
              inputMode="numeric"
              maxLength={11}
              {...input('tcKimlikNo')}
            />
            <TextInput label={t`Pasaport No`} {...input('pasaportNo')} />
            <TextInput label={t`Uyruk`} {...input('uyruk')} />
            <DateField label={t`Doğum Tarihi`} {...input('dogumTarihi')} />
            <TextInput label={t`Doğum Yeri`} {...input('dogumYeri')} />
            <TextInput label={t`Gemi Adamı Cüzdanı No`} {...input('gemiAdamiCuzdanNo')} />
            <TextInput label={t`Telefon`} {...input('telefon')} />
            <TextInput label={t`E-posta`} {...input('ePosta')} />
            <TextInput label={t`IBAN`} {...input('iban')} />
          </SimpleGrid>
          <Textarea mt="sm" label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
        </Paper>
      </RecordForm>
    </>
  );
}
