import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge } from '@mantine/core';
import type { UploadedFile } from '../domain/file';
import { isKeptFileRef, type KeptFileRef } from '../data/files';

/**
 * A record's file on a detail page: a link to open it and one to download it, or, for a file
 * picked offline and not uploaded yet, its name and a badge that says so.
 */
export function FileLink({ file, testId }: { file: UploadedFile | KeptFileRef; testId?: string }) {
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
  return (
    <>
      <Anchor href={file.path} target="_blank" rel="noopener" data-testid={testId}>
        {file.name}
      </Anchor>{' '}
      <Anchor href={file.path} download={file.name} size="sm">
        {t`İndir`}
      </Anchor>
    </>
  );
}
