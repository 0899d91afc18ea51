import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { QueuedChangesError, queuedChanges, type QueuedChanges } from '../../data/local';
import { logout } from '../../data/session';
import { targetLabels } from '../../ui/records/collection-labels';

/**
 * Signing out (issue 32: a ship's tablet is shared): it offers to remove the user's data from this
 * device, which it refuses while changes are still queued, saying how many of which kind and where
 * to send or discard them (/senkronizasyon). Without removal, queued changes stay on the device and
 * go when the same user signs in again.
 */
export function SignOutDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [queued, setQueued] = useState<QueuedChanges | null>(null);
  const [remove, setRemove] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void queuedChanges(userId).then((found) => live && setQueued(found));
    return () => {
      live = false;
    };
  }, [userId]);

  const total = (queued ?? []).reduce((sum, kind) => sum + kind.count, 0);
  const kinds = (queued ?? []).map((kind) => `${kind.count} ${i18n._(targetLabels[kind.collection])}`).join(', ');

  const signOut = async () => {
    setBusy(true);
    try {
      await logout({ removeData: remove });
      onClose();
      await navigate({ to: '/login' });
    } catch (error) {
      // A change queued since the dialog opened: say so, stay signed in.
      if (error instanceof QueuedChangesError) {
        setQueued(error.queued);
        setRemove(false);
      } else throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Çıkış`} size="md">
      <Stack>
        {total > 0 && (
          <Alert color="yellow" data-testid="sign-out-queued">
            <Stack gap="xs">
              <Text size="sm">
                {t`${total} değişiklik henüz sunucuya gönderilmedi (${kinds}). Bu cihazda saklanır ve aynı kullanıcıyla yeniden giriş yapıldığında gönderilir; gönderilene ya da atılana kadar bu cihazdaki veriler silinemez.`}
              </Text>
              <Anchor component={Link} to="/senkronizasyon" size="sm" onClick={onClose}>
                {t`Bekleyen değişiklikleri gör (Senkronizasyon)`}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Checkbox
          label={t`Bu cihazdaki verilerimi sil`}
          description={t`Paylaşılan bir cihazda: kayıtların bu cihazdaki kopyası, not defteri ve seçimleriniz silinir; bir sonraki girişte sunucudan yeniden yüklenir.`}
          checked={remove}
          disabled={queued === null || total > 0}
          onChange={(event) => setRemove(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`İptal`}
          </Button>
          <Button color={remove ? 'red' : 'blue'} loading={busy} disabled={queued === null} onClick={() => void signOut()}>
            {remove ? t`Verileri sil ve çıkış yap` : t`Çıkış yap`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
