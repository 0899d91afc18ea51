import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Group, Select, Stack, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import { CURRENCIES } from '../../domain/currency';
import { FUELS } from '../../domain/emissions';
import { CP_FORMS } from '../../domain/hire-statement';
import type { CharterType } from '../../domain/kinds/charter';
import { UTC_OFFSET_RANGE } from '../../domain/laytime';
import { formValuesOf } from '../../domain/records/form-input';
import { charterSchema, saveCharter } from '../../data/charter-save';
import { useCompanyAccounts } from '../../data/loans';
import type { CharterRow } from '../../data/operations';
import { CalendarField } from '../../ui/date-field';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import type { FileFieldValue } from '../../ui/file-upload-field';
import { dateTimeForInput, dateTimeFromInput } from '../../ui/format';
import { useToRecord } from '../../ui/frames/form-frame';
import { ShipSelect } from '../../ui/frames/ship-select';
import { AddItemButton, RemoveItemButton } from '../../ui/list-item-buttons';
import { useRecordForm } from '../../ui/use-record-form';

// What the time-charter and the voyage forms share (docs/areas/operations.md §5): the values a
// charter's form holds, the ship and charterer fields, a fuel list, the local wall-clock field of
// a statement of facts and the ports' UTC offsets.

type Fuel = { yakit: string; miktarMt: string };

/** A port of a voyage as its form edits it. */
export interface PortFormValues {
  tur: string;
  liman: string;
  utcFarkDakika: string;
  izinSaat: string;
  oranMtGun: string;
  calisma: string;
  tatiller: string[];
  donusSaat: string;
  olaylar: { olay: string; zaman: string }[];
  kesintiler: { baslangic: string; bitis: string; sebep: string; sayilanYuzde: string; demurragedaDaDus: boolean }[];
}

/** A charter as its forms edit it: figures as the decimal text typed, dates '' for none, the C/P's file. */
export interface CharterFormValues {
  sirket: string;
  tip: string;
  cariHesap: string;
  cpTarihi: string;
  dovizCinsi: string;
  aciklama: string;
  cpFormu: string;
  gunlukKira: string;
  teslim: { zaman: string; liman: string };
  iade: { zaman: string; liman: string };
  tahminiIade: string;
  faturaPeriyoduGun: string;
  adresKomisyonuYuzde: string;
  brokerajlar: { cariHesap: string; yuzde: string }[];
  cve: { tutar: string; esasGun: string } | null;
  ilohc: string;
  yakitFiyatlari: { yakit: string; birimFiyat: string }[];
  yakitTeslim: Fuel[];
  yakitIade: Fuel[];
  offHire: { baslangic: string; bitis: string; sebep: string; yakit: Fuel[] }[];
  armatorMasraflari: { tarih: string; aciklama: string; tutar: string }[];
  yuk: { tanim: string; miktarMt: string };
  navlun: { esas: string; oran: string; komisyonYuzde: string } | null;
  demurrageGunluk: string;
  despatchGunluk: string;
  despatchEsasi: string;
  laytimeTipi: string;
  birKezDemurrage: boolean;
  zamanAsimiGun: string;
  limanlar: PortFormValues[];
  /** What the charter became in the books (docs/areas/operations.md §7): kept as it is by an edit. */
  kesilenler: { no: string; fatura: string; talimat: string }[];
  dosya: FileFieldValue;
}

export type CharterRecordForm = ReturnType<typeof useRecordForm<CharterFormValues>>;

/** A new port of a voyage: loading, SHINC, 6 h turn time, in Türkiye's offset. */
export const blankPort = (): PortFormValues => ({
  tur: 'yukleme',
  liman: '',
  utcFarkDakika: '180',
  izinSaat: '',
  oranMtGun: '',
  calisma: 'SHINC',
  tatiller: [],
  donusSaat: '6',
  olaylar: [],
  kesintiler: [],
});

/** A charter's form values: the record's, or a new charter of `tip` for the chosen ship. */
export function charterFormValues(row: CharterRow | null, sirket: string, tip: CharterType): CharterFormValues {
  if (row) {
    const values = formValuesOf('carter', row);
    // Dates and texts left empty are null on the record: '' in the form.
    return {
      ...values,
      cpTarihi: row.cpTarihi ?? '',
      teslim: { zaman: row.teslim.zaman ?? '', liman: row.teslim.liman },
      iade: { zaman: row.iade.zaman ?? '', liman: row.iade.liman },
      tahminiIade: row.tahminiIade ?? '',
      // A whole number is no figure (formValuesOf keeps it a number): text as typed in the form.
      faturaPeriyoduGun: String(values.faturaPeriyoduGun),
      zamanAsimiGun: String(values.zamanAsimiGun),
      dosya: row.dosya,
    };
  }
  return {
    sirket,
    tip,
    cariHesap: '',
    cpTarihi: localDate(),
    dovizCinsi: 'USD',
    aciklama: '',
    cpFormu: CP_FORMS[0],
    gunlukKira: '',
    teslim: { zaman: '', liman: '' },
    iade: { zaman: '', liman: '' },
    tahminiIade: '',
    faturaPeriyoduGun: '15',
    adresKomisyonuYuzde: '',
    brokerajlar: [],
    cve: null,
    ilohc: '',
    yakitFiyatlari: [],
    yakitTeslim: [],
    yakitIade: [],
    offHire: [],
    armatorMasraflari: [],
    yuk: { tanim: '', miktarMt: '' },
    navlun: null,
    demurrageGunluk: '',
    despatchGunluk: '',
    despatchEsasi: 'WTS',
    laytimeTipi: 'ayri',
    birKezDemurrage: true,
    zamanAsimiGun: '90',
    limanlar: tip === 'spot' ? [blankPort()] : [],
    kesilenler: [],
    dosya: null,
  };
}

/** What a charter's form saves: its values as the write schema reads them, its file apart. */
export function charterInput({ dosya, ...values }: CharterFormValues) {
  return { values, dosya };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An offset in minutes as "UTC+03:00". */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const whole = Math.abs(minutes);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an offset's notation, the same in every language
  return `UTC${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** Every offset a port may have, in quarter hours (UTC−12:00 … UTC+14:00). */
export const OFFSET_OPTIONS = Array.from({ length: (UTC_OFFSET_RANGE.max - UTC_OFFSET_RANGE.min) / 15 + 1 }, (_, index) => {
  const minutes = UTC_OFFSET_RANGE.min + index * 15;
  return { value: String(minutes), label: offsetLabel(minutes) };
});

const WALL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A port's local wall-clock time as the field shows it (06.12.2026 06:00); what is not one, as it is. */
const wallForInput = (value: string) => (WALL.test(value) ? dateTimeForInput(`${value}:00.000Z`) : value);
/** What was typed as the port's wall-clock time (`YYYY-MM-DDTHH:mm`): no time zone is applied; else as typed. */
const wallFromInput = (text: string) => {
  const read = dateTimeFromInput(text);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(read) ? read.slice(0, 16) : read;
};

/**
 * A statement of facts' time: the port's local wall clock (`YYYY-MM-DDTHH:mm`), typed and shown as
 * 06.12.2026 06:00 like the app's other date-times, with the browser's picker; no offset applied.
 */
export function WallClockField({
  value = '',
  ...props
}: Omit<Parameters<typeof CalendarField>[0], 'value' | 'forInput' | 'fromInput' | 'picker'> & { value?: string }) {
  const { t } = useLingui();
  return (
    <CalendarField
      placeholder={t`GG.AA.YYYY SS:DD`}
      {...props}
      value={value}
      forInput={wallForInput}
      fromInput={wallFromInput}
      picker={{
        type: 'datetime-local',
        value: WALL.test(value) ? value : '',
        shown: (picked) => (picked ? wallForInput(picked.slice(0, 16)) : null),
      }}
    />
  );
}

/** The ship (company) the charter is let from, the charterer (a customer account of it), C/P date and currency. */
export function CharterPartyFields({ record, id }: { record: CharterRecordForm; id: string | undefined }) {
  const { t } = useLingui();
  const { form, values, input } = record;
  const accounts = useCompanyAccounts(values.sirket);
  const customers = useMemo(() => (accounts ?? []).filter((account) => account.cariTip === 'musteri'), [accounts]);
  return (
    <>
      <ShipSelect
        withCompany
        searchable
        disabled={Boolean(id)}
        {...input('sirket')}
        value={values.sirket}
        onChange={(value) => form.setFieldValue('sirket', value)}
        data-testid="charter-company"
      />
      <Select
        label={t`Kiracı (müşteri cari hesabı)`}
        withAsterisk
        searchable
        data={customers.map((account) => ({ value: account._id, label: account.unvan }))}
        {...input('cariHesap')}
        value={values.cariHesap || null}
        onChange={(value) => form.setFieldValue('cariHesap', value ?? '')}
        data-testid="charter-charterer"
      />
      <DateField label={t`C/P Tarihi`} {...input('cpTarihi')} data-testid="charter-cp-date" />
      <Select
        label={t`Döviz Cinsi`}
        withAsterisk
        allowDeselect={false}
        data={[...CURRENCIES]}
        {...input('dovizCinsi')}
        data-testid="charter-currency"
      />
    </>
  );
}

type FuelPath = 'yakitTeslim' | 'yakitIade' | `offHire.${number}.yakit`;

/** A list of fuels and tonnes (on board at delivery or redelivery, burnt in an off-hire), row by row. */
export function FuelRows({
  record,
  path,
  rows,
  title,
  testId,
  mt,
}: {
  mt?: string;
  record: CharterRecordForm;
  path: FuelPath;
  rows: readonly { yakit: string; miktarMt: string }[];
  title: string;
  testId: string;
}) {
  const { t } = useLingui();
  const { form, input } = record;
  return (
    <Stack gap="xs" mt={mt}>
      <Title order={4} size="sm">
        {title}
      </Title>
      {rows.map((_, index) => {
        const row = index + 1;
        return (
          <Group key={index} align="flex-end" wrap="wrap" data-testid={`${testId}-${index}`}>
            <Select
              label={t`Yakıt`}
              aria-label={t`${title}, satır ${row}: yakıt`}
              allowDeselect={false}
              data={[...FUELS]}
              w={140}
              {...input(`${path}.${index}.yakit`)}
            />
            <DecimalInput
              label={t`Miktar (mt)`}
              aria-label={t`${title}, satır ${row}: miktar (mt)`}
              decimalScale={3}
              w={160}
              {...input(`${path}.${index}.miktarMt`)}
            />
            <RemoveItemButton aria-label={t`${title}, satır ${row}: kaldır`} onClick={() => form.removeListItem(path, index)} />
          </Group>
        );
      })}
      <AddItemButton
        w="fit-content"
        onClick={() => form.insertListItem(path, { yakit: 'VLSFO', miktarMt: '' })}
        data-testid={`${testId}-add`}
      >
        {t`Yakıt ekle`}
      </AddItemButton>
    </Stack>
  );
}

/**
 * Both charter forms' record: saved through saveCharter (the kind's schema with the rules of its
 * `tip`); `toRecord` opens the saved charter's page, or the list when there is none.
 */
export function useCharterForm(tip: CharterType, id: string | undefined, initial: CharterFormValues) {
  const toRecord = useToRecord(tip === 'time' ? '/operasyon/time-charter/$carterId' : '/operasyon/spot-charter/$carterId');
  const record = useRecordForm<CharterFormValues>({
    collection: 'carter',
    id,
    initial,
    schema: charterSchema,
    save: (all) => {
      const { values, dosya } = charterInput(all);
      return saveCharter(values, dosya, id);
    },
    then: (savedId) => toRecord(savedId),
  });
  return { record, toRecord };
}
