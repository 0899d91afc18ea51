import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { localDate } from '../../domain/calendar';
import type { TrackerStatus } from '../../domain/certificates';
import { useCertificateTracker } from '../../data/certificates';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { certificateStatusColors } from '../../ui/records/certificate-labels';

/**
 * The fleet's certificates today (docs/areas/certificates.md): how many are overdue (expired or a survey late),
 * in a survey window, due soon and missing, for the chosen ship or every ship; links to the tracker.
 */
export default function CertificatesCard() {
  const { t } = useLingui();
  const companies = useCompanies();
  const selected = useSelectedCompany() ?? '';
  const today = localDate();
  const rows = useCertificateTracker(companies, selected, today);
  const counts = useMemo(() => {
    const count = (statuses: readonly TrackerStatus[]) =>
      (rows ?? []).reduce((sum, row) => sum + row.sertifikalar.filter((cell) => statuses.includes(cell.durum)).length, 0);
    return {
      overdue: count(['suresiDoldu', 'gecikti']),
      window: count(['pencerede']),
      soon: count(['yaklasiyor']),
      missing: count(['eksik']),
    };
  }, [rows]);
  const line = (label: string, value: number, status: TrackerStatus, testId: string) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Badge variant={value > 0 ? 'filled' : 'light'} color={value > 0 ? certificateStatusColors[status] : 'gray'} data-testid={testId}>
        {value}
      </Badge>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="certificates-card">
      <Title order={4} mb={6}>{t`Sertifikalar`}</Title>
      {rows === undefined ? (
        <Text size="sm" c="dimmed">{t`Hesaplanıyor…`}</Text>
      ) : (
        <Stack gap={4}>
          {line(t`Süresi dolmuş / sörveyi gecikmiş`, counts.overdue, 'suresiDoldu', 'certificates-overdue')}
          {line(t`Sörvey penceresinde`, counts.window, 'pencerede', 'certificates-window')}
          {line(t`Yaklaşan`, counts.soon, 'yaklasiyor', 'certificates-soon')}
          {line(t`Eksik`, counts.missing, 'eksik', 'certificates-missing')}
          <Anchor component={Link} to="/teknik/sertifika-takip" size="sm" mt={4}>
            {t`Sertifika takibine git`}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
