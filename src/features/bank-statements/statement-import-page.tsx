import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Paper, Select, Stack, Text } from '@mantine/core';
import { SAMPLE_MAPPINGS, type StatementMapping } from '../../domain/statements/csv-mapping';
import { ApiError } from '../../data/api';
import { useCompanies, useCompanyDetail, useSelectedCompany } from '../../data/companies';
import { uploadStatement } from '../../data/statements';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { savedMappings } from './saved-mappings';

// Importing a statement (docs/areas/bank-statements.md §1, §4): the file goes to the server, which
// reads, checks and matches it in one transaction; the page then opens the statement.

const StatementDrop = lazy(() => import('./statement-drop').then((m) => ({ default: m.StatementDrop })));

const MappingForm = lazy(() => import('./mapping-form').then((m) => ({ default: m.MappingForm })));

/** The mappings offered: the banks' samples, then those saved on this device (`kayitli:` and the bank's name). */
function mappingOf(name: string): StatementMapping | null {
  if (name.startsWith('kayitli:')) return savedMappings()[name.slice('kayitli:'.length)] ?? null;
  return SAMPLE_MAPPINGS[name as keyof typeof SAMPLE_MAPPINGS] ?? null;
}

export function StatementImportPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const selected = useSelectedCompany() ?? '';
  const companies = useCompanies();
  const [sirket, setSirket] = useState<string>(selected);
  const [mapping, setMapping] = useState<string>('');
  const [edited, setEdited] = useState<StatementMapping | null>(null);
  const [saved] = useState(() => Object.keys(savedMappings()));
  const [hesap, setHesap] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const company = useCompanyDetail(sirket || selected);
  const ibans = (company?.bankalar ?? [])
    .filter((bank) => bank.iban)
    .map((bank) => ({ value: bank.iban ?? '', label: `${bank.bankaIsmi} · ${bank.iban} · ${bank.dovizCinsi}` }));

  const read = async (files: File[]) => {
    const file = files[0];
    const target = sirket || selected;
    if (!file || !target) return;
    setBusy(true);
    setRefusal(null);
    try {
      const form = { mapping: mapping && edited ? JSON.stringify(edited) : '', hesap };
      // An XLSX export is read here, its first sheet's cells as text, and sent as the CSV it holds.
      const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
      const { isZip, xlsxAsDelimited } = await import('../../domain/statements/xlsx');
      const sent = isZip(head)
        ? Object.assign(new Blob([await xlsxAsDelimited(await file.arrayBuffer())], { type: 'text/csv' }), {
            name: file.name.replace(/\.xlsx?$/i, '') + '.csv',
          })
        : file;
      const answer = await uploadStatement(sent, target, form);
      const skipped = answer.atlanan;
      notify('success', skipped > 0 ? t`Ekstre alındı; daha önce alınmış ${skipped} satır atlandı.` : t`Ekstre alındı.`);
      await navigate({ to: '/finans/banka-ekstreleri/$ekstreId', params: { ekstreId: answer.ekstre._id } });
    } catch (error) {
      const key = error instanceof ApiError ? error.body.message : 'serverError';
      setRefusal(errorText(i18n, key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t`Ekstre Yükle`}
        crumbs={[
          { label: t`Banka Ekstreleri`, link: (props) => <Link to="/finans/banka-ekstreleri" {...props} /> },
          { label: t`Ekstre Yükle` },
        ]}
      />
      <Stack maw={900}>
        {!selected && (
          <Select
            label={t`Gemi`}
            data={(companies ?? []).map((c) => ({ value: c._id, label: c.gemi?.adi || c.isim }))}
            value={sirket || null}
            onChange={(value) => setSirket(value ?? '')}
            data-testid="statement-company"
          />
        )}
        <Select
          label={t`CSV biçimi`}
          description={t`MT940 ve camt.053 dosyaları kendiliğinden tanınır; bir bankanın CSV dökümü için bankayı seçin.`}
          data={[
            { value: '', label: t`MT940 / camt.053` },
            ...Object.entries(SAMPLE_MAPPINGS).map(([value, sample]) => ({ value, label: `CSV · ${sample.banka}` })),
            ...saved.map((banka) => ({ value: `kayitli:${banka}`, label: `${t`Kayıtlı`} · ${banka}` })),
          ]}
          value={mapping}
          onChange={(value) => {
            setMapping(value ?? '');
            setEdited(mappingOf(value ?? ''));
          }}
          allowDeselect={false}
          data-testid="statement-mapping"
        />
        {mapping !== '' && edited && (
          <Suspense fallback={null}>
            <MappingForm mapping={edited} onChange={setEdited} />
          </Suspense>
        )}
        {mapping !== '' && (
          <Select
            label={t`Banka hesabı (IBAN)`}
            description={t`Dökümde IBAN yazmıyorsa ekstrenin hesabı.`}
            data={ibans}
            value={hesap || null}
            onChange={(value) => setHesap(value ?? '')}
            data-testid="statement-iban"
          />
        )}
        <Suspense fallback={<Paper withBorder mih={140} />}>
          <StatementDrop onDrop={(files) => void read(files)} loading={busy} />
        </Suspense>
        {refusal && (
          <Alert color="red" title={t`Ekstre alınamadı`} data-testid="statement-refusal">
            {refusal}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t`Ekstre yalnızca bir kez alınır: daha önce alınmış satırlar atlanır, tutmayan bir ekstre hiç alınmaz.`}
        </Text>
      </Stack>
    </>
  );
}
