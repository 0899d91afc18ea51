import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The kinds a message is usually about, by name (the screen does not load every kind's labels:
 * src/ui/records/collection-labels.ts would pull them into the route's first load).
 */
const LINKED_KINDS: Readonly<Record<string, MessageDescriptor>> = {
  bdn: msg`BDN`,
  fatura: msg`Fatura`,
  denetim: msg`Denetim`,
  uygunsuzluk: msg`Uygunsuzluk`,
  olay: msg`Olay Raporu`,
  sertifika: msg`Sertifika`,
  isRaporu: msg`İş Raporu`,
  gemiRaporu: msg`Gemi Raporu`,
};

/** A kind's name as the message's link shows it ("Kayıt" for another kind). */
export function collectionLabel(koleksiyon: string): MessageDescriptor {
  return LINKED_KINDS[koleksiyon] ?? msg`Kayıt`;
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
    ) : link.koleksiyon === 'denetim' ? (
      <Link to="/denetleme-raporlari/gemi-denet-raporlari/$denetimId" params={{ denetimId: link._id }}>
        {label}
      </Link>
    ) : link.koleksiyon === 'uygunsuzluk' ? (
      <Link to="/denetleme-raporlari/uygunsuzluk-raporlari">{label}</Link>
    ) : (
      label
    );
  return (
    <Text size="sm" data-testid="message-record-link">
      <IconLink size={14} aria-hidden /> {content}
    </Text>
  );
}
