import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Card, Image, Modal, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { documentFile } from '../../data/document-files';
import type { DocumentRow } from '../../data/documents';
import { requireLocal } from '../../data/local';
import { libraryLinks } from './library-links';
import { uploadedFileOf } from './open-document';
import { thumbnailOf } from './thumbnail';

function Thumbnail({ row, onOpen }: { row: DocumentRow; onOpen: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    thumbnailOf(requireLocal().db, row).then(
      (url) => live && setSrc(url),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [row]);
  return (
    <UnstyledButton onClick={onOpen} aria-label={row.baslik} data-testid="photo-thumb">
      <Card withBorder padding="xs">
        {src ? <Image src={src} alt={row.baslik} h={140} fit="cover" radius="sm" /> : <Skeleton h={140} />}
        <Text size="sm" mt={4} truncate>
          {row.baslik}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

/** The ship's photos as a grid of thumbnails made on the device; one opens full size in a viewer (and is kept once opened). */
export function PhotoGrid({ rows }: { rows: DocumentRow[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<{ row: DocumentRow; url: string } | null>(null);
  const show = async (row: DocumentRow) => {
    const file = uploadedFileOf(row);
    if (!file) return;
    const blob = await documentFile(requireLocal().db, row._id, file, true);
    setOpen({ row, url: URL.createObjectURL(blob) });
  };
  const close = () => {
    if (open) URL.revokeObjectURL(open.url);
    setOpen(null);
  };
  if (rows.length === 0) return <Text c="dimmed">{t`Henüz fotoğraf yok.`}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
        {rows.map((row) => (
          <Thumbnail key={row._id} row={row} onOpen={() => void show(row)} />
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== null}
        onClose={close}
        title={open?.row.baslik}
        size="xl"
        closeButtonProps={{ 'aria-label': t`Fotoğrafı kapat` }}
      >
        {open && (
          <>
            <Image src={open.url} alt={open.row.baslik} data-testid="photo-viewer" />
            {/* The photo's page: its data and history, and its edit form for its editors. */}
            <Anchor
              size="sm"
              mt="xs"
              display="inline-block"
              renderRoot={libraryLinks('foto').detail(open.row._id)}
              data-testid="photo-detail"
            >
              {t`Fotoğrafın bilgileri`}
            </Anchor>
          </>
        )}
      </Modal>
    </>
  );
}
