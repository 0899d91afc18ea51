import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Badge } from '@mantine/core';
import { DeferredTooltip } from './deferred-controls';
import type { SyncMark } from '../data/outbox-queries';

export const syncMarkLabels: Record<SyncMark, MessageDescriptor> = {
  pending: msg`Gönderilecek`,
  waiting: msg`Sırada bekliyor`,
  stuck: msg`Gönderilemiyor`,
  conflict: msg`Çakışma`,
  rejected: msg`Reddedildi`,
};

export const syncMarkHints: Record<SyncMark, MessageDescriptor> = {
  pending: msg`Bu kayıttaki değişiklik bağlantı olduğunda sunucuya gönderilecek.`,
  waiting: msg`Bu değişiklik, duran başka bir değişikliğin arkasında bekliyor.`,
  stuck: msg`Sunucu bu değişikliği kabul edemiyor; yeniden denenecek. Ayrıntılar senkronizasyon sayfasında.`,
  conflict: msg`Bu kayıt başka biri tarafından değiştirildi; hangisinin kalacağına siz karar verin.`,
  rejected: msg`Sunucu bu değişikliği reddetti; düzeltin ya da vazgeçin.`,
};

export const syncMarkColors: Record<SyncMark, string> = {
  pending: 'blue',
  waiting: 'gray',
  stuck: 'orange',
  conflict: 'orange',
  rejected: 'red',
};

/** A record's queued, waiting, stuck, rejected or conflicting change, linked to the sync view. */
export function SyncBadge({ mark }: { mark: SyncMark | null | undefined }) {
  const { i18n } = useLingui();
  if (!mark) return null;
  return (
    <DeferredTooltip label={i18n._(syncMarkHints[mark])} multiline w={260}>
      <Badge
        color={syncMarkColors[mark]}
        variant="light"
        data-testid="sync-badge"
        data-mark={mark}
        style={{ cursor: 'pointer' }}
        renderRoot={(props) => <Link to="/senkronizasyon" {...props} />}
        onClick={(event) => event.stopPropagation()}
      >
        {i18n._(syncMarkLabels[mark])}
      </Badge>
    </DeferredTooltip>
  );
}
