import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Text } from '@mantine/core';
import type { UploadedFile } from '../domain/file';
import { isKeptFileRef, type KeptFileRef } from '../data/files';
import { notify } from './notify';
import { downloadKeptFile, openKeptFile, type KeptFileOf } from './kept-file';

/**
 * A record's file on a detail page: a link to open it and one to download it, or, for a file
 * picked offline and not uploaded yet, its name and a badge that says so. A library document's
 * file (`kept`) opens and downloads from the device's copy (kept after each pull), so it opens
 * offline as it does from the library's list, in a tab titled with the document's name.
 */
export function FileLink({ file, testId, kept }: { file: UploadedFile | KeptFileRef; testId?: string; kept?: KeptFileOf }) {
  const { t } = useLingui();
  if (isKeptFileRef(file)) {
    return (
      <>
        {file.name}{' '}
        <Badge color="yellow" variant="light">
          {t`Yüklenmeyi bekliyor`}
        </Badge>
      </>
    );
  }
  const fromDevice =
    (action: (file: UploadedFile, of: KeptFileOf) => Promise<void>) =>
    (event: MouseEvent<HTMLAnchorElement>): void => {
      // A plain click only: the address stays for a new tab or a copied link, online.
      if (!kept || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void action(file, kept).catch(() => notify('error', t`Dosya açılamadı`));
    };
  return (
    <>
      <Anchor href={file.path} target="_blank" rel="noopener" data-testid={testId} onClick={fromDevice(openKeptFile)}>
        {file.name}
      </Anchor>{' '}
      <Anchor href={file.path} download={file.name} size="sm" onClick={fromDevice(downloadKeptFile)}>
        {t`İndir`}
      </Anchor>
    </>
  );
}

/** A record's one attached file (a BDN's signed copy, an inspection's report) as FileLink shows it, or that none was attached. */
export function AttachedFile({ file, testId }: { file: UploadedFile | KeptFileRef | null; testId: string }) {
  const { t } = useLingui();
  return file ? (
    <Text size="sm">
      <FileLink file={file} testId={testId} />
    </Text>
  ) : (
    <Text c="dimmed" size="sm">{t`Dosya eklenmedi.`}</Text>
  );
}
