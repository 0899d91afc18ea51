import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { deleteBudgetCode, useBudgetCode } from '../../data/budget-codes';
import { useRecordOutbox } from '../../data/outbox-queries';
import { confirm } from '../../ui/confirm';
import { DetailField } from '../../ui/detail-field';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { budgetStatusLabels, budgetTypeLabels } from './labels';

/** A budget code (SPEC §2): code, name, type, status; delete and edit. */
export function BudgetCodeDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const row = useBudgetCode(id);
  const queued = useRecordOutbox('butceKodu', id);

  if (row === undefined) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (row === null) {
    return (
      <>
        <PageHeader title={t`Bütçe Kodu`} />
        <Text c="dimmed">{t`Bu bütçe kodu bulunamadı.`}</Text>
      </>
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
      await deleteBudgetCode(id);
      notify('success', t`Butce Kodu kaldırıldı!`);
      await navigate({ to: '/finans/butce-kodu', search: { tip: row.tip } });
    } catch {
      notify('error', t`Butce Kodu kaldirilamadi!`);
    }
  };

  return (
    <>
      <PageHeader title={t`Bütçe Kodu`}>
        <Button
          renderRoot={(props) => <Link to="/finans/butce-kodu/$butceKodu/edit" params={{ butceKodu: id }} {...props} />}
          variant="light"
          leftSection={<IconEdit size={16} />}
        >
          {t`Düzenle`}
        </Button>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
          {t`Sil`}
        </Button>
      </PageHeader>
      <Paper withBorder radius="md" p="lg">
        {queued.length > 0 && (
          <Group mb="md">
            <Badge color="orange" variant="light">{t`Sunucuya gönderilmeyi bekleyen değişiklik var`}</Badge>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <DetailField label={t`Kod`}>{row.kod}</DetailField>
          <DetailField label={t`Adı`}>{row.adi}</DetailField>
          <DetailField label={t`Tip`}>{i18n._(budgetTypeLabels[row.tip]!)}</DetailField>
          <DetailField label={t`Durum`}>{i18n._(budgetStatusLabels[row.durum]!)}</DetailField>
        </SimpleGrid>
      </Paper>
    </>
  );
}
