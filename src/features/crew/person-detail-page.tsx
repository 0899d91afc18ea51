import { lazy, Suspense, useEffect, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconPlus, IconShip } from '@tabler/icons-react';
import { localDate } from '../../domain/calendar';
import { certificateStatus } from '../../domain/certificates';
import { personDocumentReport, poolStatus, RANKS, type DocumentWarning, type Rank } from '../../domain/crew';
import { CURRENCIES } from '../../domain/currency';
import { personKind } from '../../domain/kinds/person';
import type { Person } from '../../domain/personnel';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { useCanWriteCompany, useCompanyWriteRule, useWritableCompanies } from '../../data/grants';
import { useLocal } from '../../data/local';
import { usePerson, usePersonRecords, type AssignmentRow } from '../../data/personnel';
import { assignmentRefusal, saveAssignment, tourWarnings } from '../../data/personnel-save';
import { DateField } from '../../ui/date-field';
import { DetailField } from '../../ui/detail-field';
import { DetailSection, SummaryPanel } from '../../ui/detail-layout';
import { errorText } from '../../ui/error-text';
import { formatDate, formatIban } from '../../ui/format';
import { notify } from '../../ui/notify';
import { DetailFrame, RecordGate, type Place } from '../../ui/frames/detail-frame';
import { certificateStatusColors, certificateStatusLabels, certificateTypeLabels } from '../../ui/records/certificate-labels';
import { availabilityLabels, gapLabels, rankLabels, signOffReasonLabels, warningLabels } from '../../ui/records/personnel-labels';
import { CREW_LINKS, useCrewPlace } from './crew-pages';

/** A person: details in full (the one place personal numbers show unmasked), tours, documents with status, history. */
export function PersonDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const place = useCrewPlace();
  return (
    <RecordGate kind={personKind} id={id} record={usePerson(id)} place={place} title={t`Personel`} message={t`Personel bulunamadı`}>
      {(row) => <PersonDetail person={row} place={place} />}
    </RecordGate>
  );
}

const SignOffDialog = lazy(() => import('./sign-off-dialog'));

function PersonDetail({ person, place }: { person: Person; place: Place }) {
  const { t, i18n } = useLingui();
  const id = person._id;
  const canWrite = useCanWriteCompany(person.sirket);
  const records = usePersonRecords(id);
  const companies = useCompanies();
  const [assigning, setAssigning] = useState(false);
  const [signingOff, setSigningOff] = useState<AssignmentRow | null>(null);
  // A sign-off is a write of the tour's ship, not of the person's employer.
  const mayWriteShip = useCompanyWriteRule();
  const today = localDate();
  const shipName = (sirket: string) => {
    const company = companies?.find((c) => c._id === sirket);
    return company?.gemi?.adi || company?.isim || '';
  };
  const status = poolStatus(records?.assignments ?? [], today);
  const name = `${person.ad} ${person.soyad}`;
  return (
    <>
      <DetailFrame
        record={person}
        place={place}
        title={name}
        actions={[{ label: t`Gemiye Ata`, icon: <IconShip size={16} />, onClick: () => setAssigning(true) }]}
        summary={
          <SummaryPanel
            title={t`Personel`}
            items={[
              { label: t`Rütbe`, value: i18n._(rankLabels[person.rutbe]) },
              {
                label: t`Durum`,
                value: (
                  <span data-testid="person-status">
                    {i18n._(availabilityLabels[status.durum])}
                    {status.durum !== 'musait' && ` · ${shipName(status.sirket)}`}
                    {status.since && ` · ${formatDate(status.since)}`}
                  </span>
                ),
              },
            ]}
          />
        }
      >
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="person-details">
            <DetailField label={t`Ad Soyad`}>{name}</DetailField>
            <DetailField label={t`İşveren Şirket`}>{companies?.find((c) => c._id === person.sirket)?.isim ?? ''}</DetailField>
            <DetailField label={t`T.C. Kimlik No`}>{person.tcKimlikNo}</DetailField>
            <DetailField label={t`Pasaport No`}>{person.pasaportNo}</DetailField>
            <DetailField label={t`Uyruk`}>{person.uyruk}</DetailField>
            <DetailField label={t`Doğum Tarihi`}>{person.dogumTarihi ? formatDate(person.dogumTarihi) : ''}</DetailField>
            <DetailField label={t`Doğum Yeri`}>{person.dogumYeri}</DetailField>
            <DetailField label={t`Gemi Adamı Cüzdanı No`}>{person.gemiAdamiCuzdanNo}</DetailField>
            <DetailField label={t`Telefon`}>{person.telefon}</DetailField>
            <DetailField label={t`E-posta`}>{person.ePosta}</DetailField>
            <DetailField label={t`IBAN`}>{person.iban ? formatIban(person.iban) : null}</DetailField>
            <DetailField label={t`Açıklama`}>{person.aciklama}</DetailField>
          </SimpleGrid>
        </Paper>

        <DetailSection title={t`Görevlendirmeler`}>
          {!records || records.assignments.length === 0 ? (
            <Text c="dimmed" size="sm">{t`Görevlendirme yok.`}</Text>
          ) : (
            <Table data-testid="person-assignments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Gemi`}</Table.Th>
                  <Table.Th>{t`Rütbe`}</Table.Th>
                  <Table.Th>{t`Biniş`}</Table.Th>
                  <Table.Th>{t`İniş`}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.assignments.map((tour) => (
                  <Table.Tr key={tour._id}>
                    <Table.Td>{shipName(tour.sirket)}</Table.Td>
                    <Table.Td>{i18n._(rankLabels[tour.rutbe])}</Table.Td>
                    <Table.Td>
                      {formatDate(tour.binisTarihi)} {tour.binisLimani && `· ${tour.binisLimani}`}
                    </Table.Td>
                    <Table.Td>
                      {tour.inisTarihi
                        ? `${formatDate(tour.inisTarihi)}${tour.inisLimani ? ` · ${tour.inisLimani}` : ''}`
                        : tour.planlananInisTarihi
                          ? `${t`Planlanan`}: ${formatDate(tour.planlananInisTarihi)}`
                          : '—'}
                      {tour.ayrilmaNedeni && ` · ${i18n._(signOffReasonLabels[tour.ayrilmaNedeni])}`}
                    </Table.Td>
                    <Table.Td>
                      {!tour.inisTarihi && mayWriteShip(tour.sirket) && (
                        <Button size="compact-xs" variant="light" onClick={() => setSigningOff(tour)} data-testid="sign-off">
                          {t`İniş`}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </DetailSection>

        {signingOff && (
          <Suspense fallback={null}>
            <SignOffDialog tour={signingOff} onClose={() => setSigningOff(null)} />
          </Suspense>
        )}

        {records && <DocumentReport person={person} documents={records.documents} assignments={records.assignments} today={today} />}

        <DetailSection
          title={t`Belgeler`}
          actions={
            canWrite && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                renderRoot={CREW_LINKS.addDocument(id)}
                data-testid="person-add-document"
              >{t`Belge Ekle`}</Button>
            )
          }
        >
          {!records || records.documents.length === 0 ? (
            <Text c="dimmed" size="sm">{t`Belge yok.`}</Text>
          ) : (
            <Table data-testid="person-documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Tür`}</Table.Th>
                  <Table.Th>{t`Numara`}</Table.Th>
                  <Table.Th>{t`Geçerlilik`}</Table.Th>
                  <Table.Th>{t`Durum`}</Table.Th>
                  {canWrite && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {records.documents.map((document) => {
                  const { durum } = certificateStatus(document, today);
                  return (
                    <Table.Tr key={document._id} data-testid={`person-document-${document.tur}`}>
                      <Table.Td>{i18n._(certificateTypeLabels[document.tur] ?? { id: document.tur })}</Table.Td>
                      <Table.Td>{document.numara}</Table.Td>
                      <Table.Td>{document.gecerlilikTarihi ? formatDate(document.gecerlilikTarihi) : t`Süresiz`}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={certificateStatusColors[durum]} miw="max-content">
                          {i18n._(certificateStatusLabels[durum])}
                        </Badge>
                      </Table.Td>
                      {canWrite && (
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t`Belge Düzenle`}
                            renderRoot={CREW_LINKS.editDocument(document._id)}
                            data-testid="person-edit-document"
                          >
                            <IconEdit size={16} />
                          </ActionIcon>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </DetailSection>
      </DetailFrame>
      {assigning && <AssignModal person={person} onClose={() => setAssigning(false)} />}
    </>
  );
}

/**
 * What the person's documents lack, written out (docs/areas/crew.md): the required ones missing with
 * their count, those expired, and those running out before the planned sign-off of the tour aboard
 * or to come (without one, within 90 days). Nothing to say: one green line.
 */
function DocumentReport({
  person,
  documents,
  assignments,
  today,
}: {
  person: Person;
  documents: readonly { tur: string; gecerlilikTarihi?: string | null }[];
  assignments: readonly AssignmentRow[];
  today: string;
}) {
  const { t, i18n } = useLingui();
  const report = personDocumentReport(person.rutbe, documents, assignments, today, person);
  const typeName = (tur: string) => i18n._(certificateTypeLabels[tur] ?? { id: tur });
  const missingCount = report.missing.length;
  const planned = report.tour?.planlananInisTarihi ? formatDate(report.tour.planlananInisTarihi) : '';
  const running = report.tour ? report.beforeSignOff : report.soon;
  const expiredTitle = i18n._(report.tour && report.tour.binisTarihi > today ? warningLabels.bitmis : gapLabels.bitmis);
  const runningTitle = report.tour ? `${i18n._(warningLabels.bitiyor)}${planned ? ` (${planned})` : ''}` : i18n._(gapLabels.bitiyor);
  const clear = missingCount === 0 && report.expired.length === 0 && running.length === 0;
  const dated = (warning: DocumentWarning) =>
    `${typeName(warning.tur)}${warning.gecerlilikTarihi ? ` (${formatDate(warning.gecerlilikTarihi)})` : ''}`;
  return (
    <DetailSection title={t`Belge Durumu`} data-testid="person-document-report">
      {clear ? (
        <Badge variant="light" color="green" c="dark.7">{t`Tamam`}</Badge>
      ) : (
        <Stack gap="sm">
          {missingCount > 0 && (
            <div data-testid="person-missing-documents">
              <Group gap="xs" mb={4}>
                <Badge color="red" variant="filled">
                  {t({ message: plural(missingCount, { one: '# zorunlu belge eksik', other: '# zorunlu belge eksik' }) })}
                </Badge>
              </Group>
              <Text size="sm">{report.missing.map(typeName).join(' · ')}</Text>
            </div>
          )}
          {report.expired.length > 0 && (
            <div data-testid="person-expired-documents">
              <Badge color="red" variant="light" c="red.9" mb={4}>
                {expiredTitle}
              </Badge>
              <Text size="sm">{report.expired.map(dated).join(' · ')}</Text>
            </div>
          )}
          {running.length > 0 && (
            <div data-testid="person-expiring-documents">
              <Badge color="orange" variant="light" c="dark.7" mb={4}>
                {runningTitle}
              </Badge>
              <Text size="sm">{running.map(dated).join(' · ')}</Text>
            </div>
          )}
        </Stack>
      )}
    </DetailSection>
  );
}

/** Assigning the person to a ship: warns (does not refuse) of each required document missing or expiring during the planned tour. */
function AssignModal({ person, onClose }: { person: Person; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const local = useLocal();
  const ships = useWritableCompanies();
  const selected = useSelectedCompany() ?? '';
  // The employer's ship first, else the header's chosen company's, else the first one may write.
  const preferred = [person.sirket, selected].find((id) => id && ships.some((ship) => ship._id === id)) ?? ships[0]?._id ?? '';
  const [values, setValues] = useState({
    sirket: preferred,
    rutbe: person.rutbe as string,
    binisTarihi: localDate(),
    binisLimani: '',
    planlananInisTarihi: '',
    miktar: '',
    dovizCinsi: 'USD',
  });
  const [warnings, setWarnings] = useState<DocumentWarning[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string | null) => setValues((current) => ({ ...current, [key]: value ?? '' }));

  useEffect(() => {
    if (!local) return;
    let live = true;
    void tourWarnings(
      local.db,
      person._id,
      values.rutbe as Rank,
      values.binisTarihi || null,
      values.planlananInisTarihi || null,
      person,
    ).then((found) => live && setWarnings(found));
    return () => {
      live = false;
    };
  }, [local, person, values.rutbe, values.binisTarihi, values.planlananInisTarihi]);

  const save = async () => {
    if (!local) return;
    setBusy(true);
    setError(null);
    try {
      await saveAssignment(local.db, {
        personel: person._id,
        sirket: values.sirket,
        rutbe: values.rutbe,
        binisTarihi: values.binisTarihi,
        binisLimani: values.binisLimani,
        planlananInisTarihi: values.planlananInisTarihi,
        // The basic wage typed here is the wage's `temel` part; the other parts are the assignment's own edit.
        ucretKalemleri: values.miktar ? [{ tur: 'temel', tutar: values.miktar, dovizCinsi: values.dovizCinsi }] : [],
      });
      notify('success', t`Görevlendirme kaydedildi`);
      onClose();
    } catch (caught) {
      const issue = assignmentRefusal(caught);
      setError(issue ? errorText(i18n, issue) : t`Kaydedilemedi`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Gemiye Ata`} size="lg">
      <Stack data-testid="assign-form">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t`Gemi`}
            withAsterisk
            data={ships.map((ship) => ({ value: ship._id, label: ship.gemi?.adi ? `${ship.gemi.adi} · ${ship.isim}` : ship.isim }))}
            value={values.sirket || null}
            onChange={set('sirket')}
            allowDeselect={false}
            data-testid="assign-ship"
          />
          <Select
            label={t`Rütbe`}
            withAsterisk
            data={RANKS.map((rank) => ({ value: rank, label: i18n._(rankLabels[rank]) }))}
            value={values.rutbe}
            onChange={set('rutbe')}
            allowDeselect={false}
          />
          <DateField
            label={t`Biniş Tarihi`}
            withAsterisk
            value={values.binisTarihi}
            onChange={set('binisTarihi')}
            data-testid="assign-sign-on"
          />
          <TextInput
            label={t`Biniş Limanı`}
            value={values.binisLimani}
            onChange={(event) => set('binisLimani')(event.currentTarget.value)}
          />
          <DateField
            label={t`Planlanan İniş Tarihi`}
            value={values.planlananInisTarihi}
            onChange={set('planlananInisTarihi')}
            data-testid="assign-planned-sign-off"
          />
          <Group gap="xs" grow>
            <TextInput
              label={t`Aylık Temel Ücret`}
              inputMode="decimal"
              value={values.miktar}
              onChange={(event) => set('miktar')(event.currentTarget.value)}
            />
            <Select label={t`Döviz`} data={[...CURRENCIES]} value={values.dovizCinsi} onChange={set('dovizCinsi')} allowDeselect={false} />
          </Group>
        </SimpleGrid>
        {warnings.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={16} />} title={t`Belge uyarıları`} data-testid="assign-warnings">
            <List size="sm">
              {warnings.map((warning) => (
                <List.Item key={warning.tur} data-reason={warning.neden}>
                  {i18n._(certificateTypeLabels[warning.tur] ?? { id: warning.tur })}: {i18n._(warningLabels[warning.neden])}
                  {warning.gecerlilikTarihi ? ` (${formatDate(warning.gecerlilikTarihi)})` : ''}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {error && (
          <Alert color="red" data-testid="assign-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t`İptal`}</Button>
          <Button onClick={() => void save()} loading={busy} data-testid="assign-save">{t`Kaydet`}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
