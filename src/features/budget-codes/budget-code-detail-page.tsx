import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Paper, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { BudgetCodeType } from '../../domain/budget-code';
import { countChildCodes, deleteBudgetCode, useBudgetCode } from '../../data/budget-codes';
import { refusalOnDevice } from '../../data/delete-outcome';
import { useRecordSyncMark } from '../../data/outbox-queries';
import { useCurrentUser } from '../../data/session';
import { confirm } from '../../ui/confirm';
import { DeleteRefusal, REFUSAL_MS, removeRecord } from '../../ui/delete-refusal';
import { DetailField } from '../../ui/detail-field';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { editAction, PageLoading, RecordNotFound } from '../../ui/record-page';
import { SyncBadge } from '../../ui/sync-badge';
import { budgetStatusLabels, budgetTypeLabels } from '../../ui/records/budget-code-labels';
import { RecordHistory } from '../../ui/records/record-history';

/**
 * A budget code (docs/areas/budget-codes.md): code, name, type, status; delete and edit. Addressed by its code in its
 * chart (`/finans/butce-kodu/770.09?tip=gider`), or by `_id`.
 */
export function BudgetCodeDetailPage({ param, tip }: { param: string; tip: BudgetCodeType }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const row = useBudgetCode(param, tip);
  const mark = useRecordSyncMark('butceKodu', row?._id);
  // The chart is shared by every company: only administrators change it (docs/decisions.md §1).
  const canWrite = useCurrentUser()?.isAdmin === true;
  // Deleted here, the code is gone from the device at once; a refusal still names it by its id.
  const [removedId, setRemovedId] = useState<string>();
  const refusal = <DeleteRefusal collection="butceKodu" id={row?._id ?? removedId} title={t`Butce Kodu kaldirilamadi!`} />;

  if (row === undefined) return <PageLoading />;
  if (row === null) {
    return (
      <RecordNotFound
        title={t`Bütçe Kodu`}
        list={{ label: t`Bütçe Kodları`, link: (props) => <Link to="/finans/butce-kodu" search={{ tip }} {...props} /> }}
        message={t`Bu bütçe kodu bulunamadı.`}
        hint={t`Silinmiş veya kodu değişmiş olabilir; listeden yeniden açın.`}
      >
        {refusal}
      </RecordNotFound>
    );
  }

  const remove = async () => {
    const yes = await confirm({
      title: t`Bütçe Kodu`,
      message: t`Butce Kodunu kaldırmak istediğinizden emin misiniz?`,
      yes: t`Evet`,
      cancel: t`İptal`,
    });
    if (!yes) return;
    try {
      await removeRecord({
        collection: 'butceKodu',
        id: row._id,
        // The server refuses a code with sub-codes (409 hasChildren) or one a live bill's line is
        // booked under (409 inUse); said here at once, also offline.
        foreseen: async () => ((await countChildCodes(row.tip, row.kod)) > 0 ? 'hasChildren' : await refusalOnDevice('butceKodu', row._id)),
        queue: async () => {
          setRemovedId(row._id);
          await deleteBudgetCode(row._id);
        },
        refused: (message) => notify('error', `${t`Butce Kodu kaldirilamadi!`} ${errorText(i18n, message)}`, { autoClose: REFUSAL_MS }),
        done: async () => {
          notify('success', t`Butce Kodu kaldırıldı!`);
          await navigate({ to: '/finans/butce-kodu', search: { tip: row.tip } });
        },
      });
    } catch {
      notify('error', t`Butce Kodu kaldirilamadi!`);
    }
  };

  return (
    <>
      <PageHeader
        title={`${row.kod} ${row.adi}`}
        badge={<SyncBadge mark={mark} />}
        crumbs={[
          { label: t`Finans` },
          { label: t`Bütçe Kodları`, link: (props) => <Link to="/finans/butce-kodu" search={{ tip: row.tip }} {...props} /> },
          { label: row.kod },
        ]}
        actions={
          canWrite
            ? [
                editAction((props) => (
                  <Link to="/finans/butce-kodu/$butceKodu/edit" params={{ butceKodu: param }} search={{ tip: row.tip }} {...props} />
                )),
                { label: t`Sil`, icon: <IconTrash size={16} />, color: 'red', onClick: () => void remove() },
              ]
            : []
        }
      />
      {refusal}
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <DetailField label={t`Kod`}>{row.kod}</DetailField>
          <DetailField label={t`Adı`}>{row.adi}</DetailField>
          <DetailField label={t`Tip`}>{i18n._(budgetTypeLabels[row.tip])}</DetailField>
          <DetailField label={t`Durum`}>{i18n._(budgetStatusLabels[row.durum])}</DetailField>
        </SimpleGrid>
      </Paper>
      <RecordHistory collection="butceKodu" id={row._id} />
    </>
  );
}
