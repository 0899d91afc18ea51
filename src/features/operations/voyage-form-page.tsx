import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { charterKind } from '../../domain/kinds/charter';
import {
  DEDUCTION_REASONS,
  DESPATCH_BASES,
  FREIGHT_BASES,
  LAYTIME_TYPES,
  PORT_KINDS,
  SOF_EVENTS,
  WORKING_TERMS,
  type DeductionReason,
  type FreightBasis,
  type LaytimeType,
} from '../../domain/laytime';
import { useCharter } from '../../data/operations';
import { DateField } from '../../ui/date-field';
import { DecimalInput } from '../../ui/decimal-input';
import { FormHeader, recordFormPage } from '../../ui/frames/form-frame';
import type { Place } from '../../ui/frames/detail-frame';
import { AddItemButton, RemoveItemButton } from '../../ui/list-item-buttons';
import { FormFileField } from '../../ui/record-file-field';
import { RecordForm } from '../../ui/record-form';
import {
  blankPort,
  CharterPartyFields,
  charterFormValues,
  useCharterForm,
  OFFSET_OPTIONS,
  offsetLabel,
  WallClockField,
  type CharterFormValues,
  type CharterRecordForm,
  type PortFormValues,
} from './charter-form-parts';
import { portKindLabels, sofEventLabels } from './operations-labels';
import { useVoyagePlace } from './operations-place';

/** The height of a row's field labels: a row's remove button and checkbox sit level with its inputs, an error below them or not. */
const ROW_LABEL = 24;

const deductionReasonLabels: Record<DeductionReason, MessageDescriptor> = {
  YAGMUR: msg`Yağmur`,
  KAYDIRMA: msg`Kaydırma (shifting)`,
  ARIZA: msg`Arıza`,
  GREV: msg`Grev`,
  DIGER: msg`Diğer`,
};

const freightBasisLabels: Record<FreightBasis, MessageDescriptor> = {
  mt: msg`Ton başına`,
  goturu: msg`Götürü`,
};

const laytimeTypeLabels: Record<LaytimeType, MessageDescriptor> = {
  ayri: msg`Ayrı (her liman kendi)`,
  tersinir: msg`Tersinir (reversible)`,
};

/** Create or edit a voyage charter (docs/areas/operations.md §2, MODULES §5.2): its terms and each port's statement of facts. */
export const VoyageFormPage = recordFormPage({
  kind: charterKind,
  usePlace: useVoyagePlace,
  useRecord: useCharter,
  title: msg`Seferi Düzenle`,
  missing: msg`Kiralama bulunamadı`,
  values: (row, selected) => charterFormValues(row, selected, 'spot'),
  Form: VoyageForm,
});

function VoyageForm({ id, initial, place }: { id: string | undefined; initial: CharterFormValues; place: Place }) {
  const { t, i18n } = useLingui();
  const { record, toRecord } = useCharterForm('spot', id, initial);
  const { form, values, input } = record;
  const checkbox = (path: string) => ({ key: form.key(path), ...form.getInputProps(path, { type: 'checkbox' }) });

  return (
    <>
      <FormHeader title={id ? t`Seferi Düzenle` : t`Sefer Ekle`} place={place} editing={Boolean(id)} />
      <RecordForm record={record} onCancel={() => toRecord(id)} maw={1100} testId="voyage-form">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <CharterPartyFields record={record} id={id} />
            <TextInput label={t`Yük`} {...input('yuk.tanim')} data-testid="voyage-cargo" />
            <DecimalInput label={t`Yük Miktarı (mt)`} decimalScale={3} {...input('yuk.miktarMt')} data-testid="voyage-cargo-mt" />
            <DecimalInput
              label={t`Demurrage (günlük)`}
              withAsterisk
              decimalScale={2}
              {...input('demurrageGunluk')}
              data-testid="voyage-demurrage"
            />
            <DecimalInput
              label={t`Despatch (günlük; boşsa demurrage'ın yarısı)`}
              decimalScale={2}
              {...input('despatchGunluk')}
              data-testid="voyage-despatch"
            />
            <Select
              label={t`Despatch Esası`}
              allowDeselect={false}
              data={DESPATCH_BASES.map((basis) => ({
                value: basis,
                label: basis === 'ATS' ? t`ATS (tüm kazanılan zaman)` : t`WTS (kazanılan çalışma zamanı)`,
              }))}
              {...input('despatchEsasi')}
              data-testid="voyage-despatch-basis"
            />
            <Select
              label={t`Laytime Tipi`}
              allowDeselect={false}
              data={LAYTIME_TYPES.map((type) => ({ value: type, label: i18n._(laytimeTypeLabels[type]) }))}
              {...input('laytimeTipi')}
              data-testid="voyage-laytime-type"
            />
            <DecimalInput label={t`Zaman Aşımı (gün)`} decimalScale={0} {...input('zamanAsimiGun')} data-testid="voyage-time-bar" />
            <Checkbox
              label={t`Bir kez demurrage, hep demurrage`}
              mt="lg"
              {...checkbox('birKezDemurrage')}
              data-testid="voyage-once-on-demurrage"
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h5">{t`Navlun`}</Title>
            <Checkbox
              label={t`Navlun var`}
              checked={values.navlun !== null}
              onChange={(event) =>
                form.setFieldValue('navlun', event.currentTarget.checked ? { esas: 'mt', oran: '', komisyonYuzde: '' } : null)
              }
              data-testid="voyage-freight-on"
            />
          </Group>
          {values.navlun && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                label={t`Navlun Esası`}
                allowDeselect={false}
                data={FREIGHT_BASES.map((basis) => ({ value: basis, label: i18n._(freightBasisLabels[basis]) }))}
                {...input('navlun.esas')}
              />
              <DecimalInput
                label={values.navlun.esas === 'goturu' ? t`Navlun Tutarı` : t`Navlun (ton başına)`}
                withAsterisk
                decimalScale={values.navlun.esas === 'goturu' ? 2 : 4}
                {...input('navlun.oran')}
                data-testid="voyage-freight-rate"
              />
              <DecimalInput label={t`Komisyon (%)`} decimalScale={3} {...input('navlun.komisyonYuzde')} />
            </SimpleGrid>
          )}
        </Paper>

        {values.limanlar.map((port, index) => (
          <PortFields key={index} record={record} port={port} index={index} />
        ))}
        {form.errors.limanlar && (
          <Text c="red" size="sm" data-testid="voyage-ports-error">
            {form.errors.limanlar}
          </Text>
        )}
        <AddItemButton w="fit-content" onClick={() => form.insertListItem('limanlar', blankPort())} data-testid="voyage-add-port">
          {t`Liman ekle`}
        </AddItemButton>

        <Paper withBorder radius="md" p="lg">
          <Textarea label={t`Açıklama`} autosize minRows={2} {...input('aciklama')} />
          <FormFileField record={record} label={t`Charter Party (C/P)`} />
        </Paper>
      </RecordForm>
    </>
  );
}

/** A port's terms and its statement of facts: the events and the deductions, in the port's local time. */
function PortFields({ record, port, index }: { record: CharterRecordForm; port: PortFormValues; index: number }) {
  const { t, i18n } = useLingui();
  const { form, input } = record;
  const checkbox = (path: string) => ({ key: form.key(path), ...form.getInputProps(path, { type: 'checkbox' }) });
  const at = `limanlar.${index}`;
  const number = index + 1;
  const name = port.liman || t`Liman ${number}`;
  const offset = offsetLabel(Number(port.utcFarkDakika) || 0);
  const localTime = t`Liman saati (${offset})`;
  return (
    <Paper withBorder radius="md" p="lg" data-testid={`voyage-port-${index}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t`Liman ${number}: ${name}`}
        </Title>
        <RemoveItemButton aria-label={t`${name} limanını kaldır`} onClick={() => form.removeListItem('limanlar', index)} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t`Tür`}
          allowDeselect={false}
          data={PORT_KINDS.map((kind) => ({ value: kind, label: i18n._(portKindLabels[kind]) }))}
          {...input(`${at}.tur`)}
          data-testid={`voyage-port-${index}-kind`}
        />
        <TextInput label={t`Liman`} withAsterisk {...input(`${at}.liman`)} data-testid={`voyage-port-${index}-name`} />
        <Select
          label={t`UTC Farkı`}
          allowDeselect={false}
          searchable
          data={OFFSET_OPTIONS}
          {...input(`${at}.utcFarkDakika`)}
          data-testid={`voyage-port-${index}-offset`}
        />
        <Select
          label={t`Çalışma`}
          allowDeselect={false}
          data={[...WORKING_TERMS]}
          {...input(`${at}.calisma`)}
          data-testid={`voyage-port-${index}-terms`}
        />
        <DecimalInput label={t`İzin (saat)`} decimalScale={3} {...input(`${at}.izinSaat`)} data-testid={`voyage-port-${index}-allowance`} />
        <DecimalInput
          label={t`veya Oran (mt/gün)`}
          decimalScale={3}
          {...input(`${at}.oranMtGun`)}
          data-testid={`voyage-port-${index}-rate`}
        />
        <DecimalInput
          label={t`Dönüş Süresi (saat)`}
          decimalScale={3}
          {...input(`${at}.donusSaat`)}
          data-testid={`voyage-port-${index}-turn`}
        />
      </SimpleGrid>

      <Stack gap="xs" mt="md">
        <Title order={4} size="sm">
          {t`Tatiller (yerel tarih)`}
        </Title>
        <Group gap="xs" align="flex-end" wrap="wrap">
          {port.tatiller.map((_, day) => {
            const holiday = day + 1;
            return (
              <Group key={day} gap={4} align="flex-end" wrap="nowrap">
                <DateField
                  label={t`Tatil ${holiday}`}
                  aria-label={t`${name}, tatil ${holiday}`}
                  w={170}
                  {...input(`${at}.tatiller.${day}`)}
                />
                <RemoveItemButton
                  aria-label={t`${name}, tatil ${holiday}: kaldır`}
                  onClick={() => form.removeListItem(`${at}.tatiller`, day)}
                />
              </Group>
            );
          })}
          <AddItemButton onClick={() => form.insertListItem(`${at}.tatiller`, '')} data-testid={`voyage-port-${index}-add-holiday`}>
            {t`Tatil ekle`}
          </AddItemButton>
        </Group>
      </Stack>

      <Stack gap="xs" mt="md" data-testid={`voyage-port-${index}-sof`}>
        <Title order={4} size="sm">
          {t`Olaylar (SOF) · ${localTime}`}
        </Title>
        {port.olaylar.map((_, row) => {
          const n = row + 1;
          return (
            <Group key={row} align="flex-start" wrap="wrap" gap="xs" data-testid={`voyage-port-${index}-event-${row}`}>
              <Select
                label={t`Olay`}
                aria-label={t`${name}, olay ${n}`}
                allowDeselect={false}
                data={SOF_EVENTS.map((event) => ({ value: event, label: i18n._(sofEventLabels[event]) }))}
                w={180}
                {...input(`${at}.olaylar.${row}.olay`)}
              />
              <WallClockField
                label={localTime}
                aria-label={t`${name}, olay ${n}: zaman (${offset})`}
                withAsterisk
                w={230}
                {...input(`${at}.olaylar.${row}.zaman`)}
                data-testid={`voyage-port-${index}-event-${row}-time`}
              />
              <RemoveItemButton
                mt={ROW_LABEL}
                aria-label={t`${name}, olay ${n}: kaldır`}
                onClick={() => form.removeListItem(`${at}.olaylar`, row)}
              />
            </Group>
          );
        })}
        <AddItemButton
          w="fit-content"
          onClick={() => {
            const next = SOF_EVENTS.find((event) => !port.olaylar.some((row) => row.olay === event)) ?? 'VARIS';
            form.insertListItem(`${at}.olaylar`, { olay: next, zaman: port.olaylar.at(-1)?.zaman ?? '' });
          }}
          data-testid={`voyage-port-${index}-add-event`}
        >
          {t`Olay ekle`}
        </AddItemButton>
      </Stack>

      <Stack gap="xs" mt="md" data-testid={`voyage-port-${index}-deductions`}>
        <Title order={4} size="sm">
          {t`Kesintiler · ${localTime}`}
        </Title>
        {port.kesintiler.map((_, row) => {
          const n = row + 1;
          const path = `${at}.kesintiler.${row}`;
          return (
            <Group key={row} align="flex-start" wrap="wrap" gap="xs" data-testid={`voyage-port-${index}-deduction-${row}`}>
              <WallClockField
                label={t`Başlangıç`}
                aria-label={t`${name}, kesinti ${n}: başlangıç (${offset})`}
                withAsterisk
                w={230}
                {...input(`${path}.baslangic`)}
                data-testid={`voyage-port-${index}-deduction-${row}-start`}
              />
              <WallClockField
                label={t`Bitiş`}
                aria-label={t`${name}, kesinti ${n}: bitiş (${offset})`}
                withAsterisk
                w={230}
                {...input(`${path}.bitis`)}
                data-testid={`voyage-port-${index}-deduction-${row}-end`}
              />
              <Select
                label={t`Sebep`}
                aria-label={t`${name}, kesinti ${n}: sebep`}
                allowDeselect={false}
                data={DEDUCTION_REASONS.map((reason) => ({ value: reason, label: i18n._(deductionReasonLabels[reason]) }))}
                w={170}
                {...input(`${path}.sebep`)}
              />
              <DecimalInput
                label={t`Sayılan (%)`}
                aria-label={t`${name}, kesinti ${n}: sayılan yüzde`}
                decimalScale={3}
                w={110}
                {...input(`${path}.sayilanYuzde`)}
              />
              <Checkbox
                label={t`Demurrage'da da düş`}
                aria-label={t`${name}, kesinti ${n}: demurrage'da da düş`}
                mt={ROW_LABEL + 8}
                {...checkbox(`${path}.demurragedaDaDus`)}
              />
              <RemoveItemButton
                mt={ROW_LABEL}
                aria-label={t`${name}, kesinti ${n}: kaldır`}
                onClick={() => form.removeListItem(`${at}.kesintiler`, row)}
              />
            </Group>
          );
        })}
        <AddItemButton
          w="fit-content"
          onClick={() =>
            form.insertListItem(`${at}.kesintiler`, {
              baslangic: '',
              bitis: '',
              sebep: 'YAGMUR',
              sayilanYuzde: '0',
              demurragedaDaDus: false,
            })
          }
          data-testid={`voyage-port-${index}-add-deduction`}
        >
          {t`Kesinti ekle`}
        </AddItemButton>
      </Stack>
    </Paper>
  );
}
