import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/**
 * The header's mail link and its badge: the user's unread messages, live from the device database
 * (offline too; docs/areas/messages.md). Without a count yet (`unread` undefined) it shows none.
 */
export function MailLink({ unread }: { unread: number }) {
  const { t } = useLingui();
  return (
    <Indicator label={unread} size={18} color="red" offset={4} disabled={unread === 0} data-testid="mail-badge" data-count={unread}>
      <ActionIcon component={Link} to="/email" variant="subtle" color="gray" size="lg" aria-label={t`E-posta, ${unread} okunmamış`}>
        <IconMail />
      </ActionIcon>
    </Indicator>
  );
}
