import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { notify } from './notify';

/**
 * A form's view of its file fields' uploads (docs/areas/files.md: submitting during an upload tells the user
 * to wait). Pass `onUploadingChange` to each FileUploadField and wrap the form's submit in
 * `guard`: the check comes before validation, where a file still uploading would only show as a
 * missing one. Kept apart from the field so a form can import it without loading the drop zone.
 */
export function useUploadWait(): {
  isUploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  /** `submit` (a form's `onSubmit` handler), which while an upload runs says to wait and does nothing else. */
  guard: <E extends { preventDefault: () => void }>(submit: (event?: E) => void) => (event?: E) => void;
} {
  const { t } = useLingui();
  const [running, setRunning] = useState(0);
  const onUploadingChange = useCallback((uploading: boolean) => setRunning((n) => Math.max(0, n + (uploading ? 1 : -1))), []);
  const isUploading = running > 0;
  const guard =
    <E extends { preventDefault: () => void }>(submit: (event?: E) => void) =>
    (event?: E) => {
      if (!isUploading) {
        submit(event);
        return;
      }
      event?.preventDefault();
      notify('error', t`Lütfen yüklemenin bitmesini bekleyin`);
    };
  return { isUploading, onUploadingChange, guard };
}
