import { useLingui } from '@lingui/react/macro';
import { Badge, Button } from '@mantine/core';
import { hasConfirmed } from '../../domain/documents';
import { confirmRead, type ConfirmationRow, type DocumentRow } from '../../data/documents';
import { formatDate } from '../../ui/format';

/**
 * "I have read it" (docs/areas/documents.md): the user's confirmation of the document's current revision, saved on
 * the device and replayed (confirmRead), or "Read" once confirmed — with its date on the document's page. The library's list and a document's page show the same action.
 */
export function ReadAction({
  row,
  user,
  mine,
  onPage = false,
}: {
  row: Pick<DocumentRow, '_id' | 'sirket' | 'revizyon'>;
  user: string | undefined;
  mine: readonly ConfirmationRow[];
  /** On the document's page: full size, and the confirmation's date. */
  onPage?: boolean;
}) {
  const { t } = useLingui();
  const confirmation =
    user && hasConfirmed(row, user, mine) ? mine.find((c) => c.dokuman === row._id && c.revizyon === row.revizyon) : undefined;
  if (confirmation) {
    const date = formatDate(confirmation.tarih);
    return (
      <Badge color="teal" variant="light" size={onPage ? 'lg' : 'md'} data-testid="read-confirmed">
        {onPage ? t`Okundu ${date}` : t`Okundu`}
      </Badge>
    );
  }
  return (
    <Button size={onPage ? 'sm' : 'compact-sm'} onClick={() => user && void confirmRead(row, user)} data-testid="confirm-read">
      {t`Okudum`}
    </Button>
  );
}
