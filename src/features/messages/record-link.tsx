import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { targetLabels } from '../../ui/records/collection-labels';

/** A kind's name as the message's link shows it ("Kayıt" for a kind the device does not name). */
export function collectionLabel(koleksiyon: string): MessageDescriptor {
  return (targetLabels as Record<string, MessageDescriptor | undefined>)[koleksiyon] ?? msg`Kayıt`;
}

/** The record a message is about: a link to its page for the kinds that have one here, else its kind's name. */
export function RecordLink({ link }: { link: { koleksiyon: string; _id: string } }) {
  const { i18n } = useLingui();
  const label = i18n._(collectionLabel(link.koleksiyon));
  const content =
    link.koleksiyon === 'bdn' ? (
      <Link to="/teknik/bdn-kayit/$bdnId" params={{ bdnId: link._id }}>
        {label}
      </Link>
    ) : link.koleksiyon === 'fatura' ? (
      <Link to="/finans/fatura-proforma/$faturaId" params={{ faturaId: link._id }}>
        {label}
      </Link>
    ) : (
      label
    );
  return (
    <Text size="sm" data-testid="message-record-link">
      <IconLink size={14} aria-hidden /> {content}
    </Text>
  );
}
