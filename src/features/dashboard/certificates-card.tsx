import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { localDate } from '../../domain/calendar';
import type { TrackerStatus } from '../../domain/certificates';
import { useCertificateTracker } from '../../data/certificates';
import { useCompanies, useSelectedCompany } from '../../data/companies';
import { certificateStatusColors } from '../../ui/records/certificate-labels';
import { CountLine, DashboardCard } from './card';

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
  const line = (label: string, count: number, status: TrackerStatus, testId: string) => (
    <CountLine label={label} count={count} color={certificateStatusColors[status]} testId={testId} />
  );
  return (
    <DashboardCard
      title={t`Sertifikalar`}
      testId="certificates-card"
      loading={rows === undefined}
      to="/teknik/sertifika-takip"
      linkLabel={t`Sertifika takibine git`}
    >
      {line(t`Süresi dolmuş / sörveyi gecikmiş`, counts.overdue, 'suresiDoldu', 'certificates-overdue')}
      {line(t`Sörvey penceresinde`, counts.window, 'pencerede', 'certificates-window')}
      {line(t`Yaklaşan`, counts.soon, 'yaklasiyor', 'certificates-soon')}
      {line(t`Eksik`, counts.missing, 'eksik', 'certificates-missing')}
    </DashboardCard>
  );
}
