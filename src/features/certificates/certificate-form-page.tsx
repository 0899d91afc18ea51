import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { NumberInput, Paper, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { addMonths, isCalendarDate, localDate } from '../../domain/calendar';
import {
  CERTIFICATE_TYPES,
  certificateSchema,
  certificateType,
  DEFAULT_WARNING_DAYS,
  SURVEY_PLANS,
  type CertificateHolder,
  type CertificateInput,
  type SurveyPlan,
  type Certificate,
} from '../../domain/certificates';
import { formValuesOf } from '../../domain/records/form-input';
import type { Person } from '../../domain/personnel';
import { useCertificate, type CertificateRow } from '../../data/certificates';
import { usePerson } from '../../data/personnel';
import { saveCertificate } from '../../data/certificate-save';
import { useSelectedCompany } from '../../data/companies';
import { WritableCompanySelect } from '../../ui/company-select';
import { DateField } from '../../ui/date-field';
import type { FileFieldValue } from '../../ui/file-upload-field';
import { FormFileField } from '../../ui/record-file-field';
import { RecordForm } from '../../ui/record-form';
import type { Place } from '../../ui/frames/detail-frame';
import { FormGate, FormHeader, useToRecord } from '../../ui/frames/form-frame';
import { RecordNotFound } from '../../ui/record-page';
import { certificateTypeLabels, surveyPlanLabels } from '../../ui/records/certificate-labels';
import { useRecordForm } from '../../ui/use-record-form';
import { HOLDER_PAGES, holderPlace, type PageHolder } from './holder-pages';

/** A certificate as the form edits it: no expiry is '', the warning a number or what was typed. */
type CertificateValues = Omit<
  Certificate,
  '_id' | 'sahip' | 'gecerlilikTarihi' | 'sorveyPlani' | 'sorveyler' | 'uyariGun' | 'dosya' | 'version' | 'updatedAt'
> & {
  sahip: CertificateHolder;
  gecerlilikTarihi: string;
  sorveyPlani: SurveyPlan | '';
  sorveyler: { tur: 'yillik' | 'ara'; tarih: string }[];
  uyariGun: number | string;
  dosya: FileFieldValue;
};

/** A crew member's document (docs/areas/crew.md): its holder, and the person's employer as its company. */
interface CrewOwner {
  person: Person;
}

function initialValues(row: CertificateRow | null, holder: PageHolder, sirket: string, crew: CrewOwner | null): CertificateValues {
  if (row) {
    const values = formValuesOf('sertifika', row);
    return {
      ...values,
      sahip: crew ? 'personel' : holder,
      gecerlilikTarihi: values.gecerlilikTarihi ?? '',
      sorveyler: [...values.sorveyler],
    };
  }
  return {
    sirket: crew ? crew.person.sirket : sirket,
    sahip: crew ? 'personel' : holder,
    personel: crew ? crew.person._id : null,
    tur: '',
    ad: '',
    numara: '',
    verenKurulus: '',
    duzenlemeTarihi: localDate(),
    gecerlilikTarihi: '',
    sorveyPlani: '',
    sorveyler: [],
    uyariGun: DEFAULT_WARNING_DAYS,
    dosya: null,
    aciklama: '',
  };
}

/** The usual expiry of a type issued on `issued` ('' for one that never expires or an unfinished date). */
function usualExpiry(holder: CertificateHolder, tur: string, issued: string): string {
  const years = certificateType(holder, tur)?.years ?? null;
  return years !== null && isCalendarDate(issued) ? addMonths(issued, 12 * years) : '';
}

/**
 * Create or edit a ship's certificate or a company document; or a crew member's document (opened
 * from their page: `personel`, or the edited record's holder), which offers the crew types only and
 * goes back to the person's page.
 */
export function CertificateFormPage({ holder, id, personel = '' }: { holder: PageHolder; id?: string; personel?: string }) {
  const { t, i18n } = useLingui();
  const row = useCertificate(id ?? '');
  const selected = useSelectedCompany() ?? '';
  const pages = HOLDER_PAGES[holder];
  const personId = row?.sahip === 'personel' ? (row.personel ?? '') : id ? '' : personel;
  const person = usePerson(personId);
  const place = holderPlace(i18n, pages);
  return (
    <FormGate
      id={id}
      record={row}
      place={place}
      title={i18n._(pages.edit)}
      message={i18n._(pages.record) + ' — ' + i18n._(pages.edit)}
      ready={!personId || person !== undefined}
    >
      {(found) => {
        if (personId && !person) {
          return (
            <RecordNotFound
              title={i18n._(CREW_PAGES.create)}
              section={t`Personel Veri Platformu`}
              list={{ label: i18n._(CREW_PAGES.title), link: CREW_PAGES.pool }}
              message={i18n._(CREW_PAGES.missing)}
            />
          );
        }
        const crew = person ? { person } : null;
        return <CertificateForm holder={holder} id={id} crew={crew} initial={initialValues(found, holder, selected, crew)} place={place} />;
      }}
    </FormGate>
  );
}

/** The crew's pages the form links to (the crew feature links here: CREW_LINKS.addDocument). */
const CREW_PAGES = {
  pool: (props: Record<string, unknown>) => <Link to="/personel-veri-platformu/personel-havuzu" {...props} />,
  person: (id: string) => (props: Record<string, unknown>) => (
    <Link to="/personel-veri-platformu/personel-havuzu/$personelId" params={{ personelId: id }} {...props} />
  ),
  title: msg`Personel Havuzu`,
  create: msg`Belge Ekle`,
  edit: msg`Belge Düzenle`,
  missing: msg`Personel bulunamadı`,
};

function CertificateForm({
  holder,
  id,
  crew,
  initial,
  place,
}: {
  holder: PageHolder;
  id: string | undefined;
  crew: CrewOwner | null;
  initial: CertificateValues;
  place: Place;
}) {
  const { t, i18n } = useLingui();
  const pages = HOLDER_PAGES[holder];
  const typeHolder: CertificateHolder = crew ? 'personel' : holder;
  const toCertificate = useToRecord(pages.path);
  const toPerson = useToRecord('/personel-veri-platformu/personel-havuzu/$personelId');
  const toRecord = (savedId?: string) => (crew ? toPerson(crew.person._id) : toCertificate(savedId));
  const record = useRecordForm({
    collection: 'sertifika',
    id,
    initial,
    schema: certificateSchema,
    save: ({ dosya, ...values }) => saveCertificate({ ...values, dosya } as CertificateInput, dosya, id),
    then: (savedId) => toRecord(savedId),
  });
  const { values, set, input } = record;
  // The expiry follows the type's usual validity until the user types one.
  const [expiryEdited, setExpiryEdited] = useState(Boolean(id));

  const types = CERTIFICATE_TYPES.filter((type) => type.holder === typeHolder).map((type) => ({
    value: type.code,
    label: i18n._(certificateTypeLabels[type.code] ?? { id: type.code }),
  }));
  const changeType = (tur: string) => {
    set('tur', tur);
    set('sorveyPlani', certificateType(typeHolder, tur)?.plan ?? 'yok');
    if (!expiryEdited) set('gecerlilikTarihi', usualExpiry(typeHolder, tur, values.duzenlemeTarihi));
  };
  const changeIssue = (date: string) => {
    set('duzenlemeTarihi', date);
    if (!expiryEdited && values.tur) set('gecerlilikTarihi', usualExpiry(typeHolder, values.tur, date));
  };

  const title = i18n._(crew ? (id ? CREW_PAGES.edit : CREW_PAGES.create) : id ? pages.edit : pages.create);
  return (
    <>
      {crew ? (
        <FormHeader
          title={title}
          place={{ section: t`Personel Veri Platformu`, list: { label: i18n._(CREW_PAGES.title), link: CREW_PAGES.pool } }}
          editing={Boolean(id)}
          parent={{ label: `${crew.person.ad} ${crew.person.soyad}`, link: CREW_PAGES.person(crew.person._id) }}
        />
      ) : (
        <FormHeader title={title} place={place} id={id} recordLabel={i18n._(pages.record)} />
      )}
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1000} testId="certificate-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {crew ? (
              <TextInput label={t`Personel`} value={`${crew.person.ad} ${crew.person.soyad}`} readOnly data-testid="certificate-person" />
            ) : (
              // The ship (its company): the header's choice, or one the user may write when 'Hepsi' is chosen.
              <WritableCompanySelect
                label={holder === 'gemi' ? t`Gemi` : t`Şirket`}
                disabled={Boolean(id)}
                {...input('sirket')}
                value={values.sirket}
                onChange={(value) => set('sirket', value)}
                data-testid="certificate-company"
              />
            )}
            <Select
              label={t`Tür`}
              withAsterisk
              searchable
              data={types}
              allowDeselect={false}
              {...input('tur')}
              value={values.tur || null}
              onChange={(value) => value && changeType(value)}
              data-testid="certificate-type"
            />
            {values.tur === 'DIGER' && <TextInput label={t`Sertifika Adı`} withAsterisk {...input('ad')} />}
            <TextInput label={t`Numara`} {...input('numara')} />
            <TextInput label={t`Veren Kuruluş`} {...input('verenKurulus')} />
            <DateField label={t`Düzenleme Tarihi`} withAsterisk {...input('duzenlemeTarihi')} onChange={changeIssue} />
            <DateField
              label={t`Geçerlilik Tarihi`}
              description={t`Süresiz bir belge için boş bırakın`}
              {...input('gecerlilikTarihi')}
              onChange={(date) => {
                setExpiryEdited(true);
                set('gecerlilikTarihi', date);
              }}
            />
            <Select
              label={t`Sörvey Planı`}
              data={SURVEY_PLANS.map((plan) => ({ value: plan, label: i18n._(surveyPlanLabels[plan]) }))}
              allowDeselect={false}
              {...input('sorveyPlani')}
              value={values.sorveyPlani || null}
            />
            <NumberInput
              label={t`Uyarı (gün)`}
              description={t`Sonraki olaydan bu kadar gün önce “Yaklaşıyor” olur`}
              min={0}
              max={3650}
              allowDecimal={false}
              {...input('uyariGun')}
            />
          </SimpleGrid>
          <Textarea mt="sm" label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <FormFileField record={record} label={t`Tarama`} />
        </Paper>
      </RecordForm>
    </>
  );
}
