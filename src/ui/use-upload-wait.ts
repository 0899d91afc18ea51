import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { notify } from './notify';

/**
 * A form's view of its file fields' uploads (SPEC §5: submitting during an upload tells the user
 * to wait). Pass `onUploadingChange` to each FileUploadField; call `mayNotSubmitYet()` first thing
 * on submit. Kept apart from the field so a form can import it without loading the drop zone.
 */
export function useUploadWait(): {
  isUploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  /** True (after a toast) while an upload runs: the submit should stop there. */
  mayNotSubmitYet: () => boolean;
} {
  const { t } = useLingui();
  const [running, setRunning] = useState(0);
  const onUploadingChange = useCallback((uploading: boolean) => setRunning((n) => Math.max(0, n + (uploading ? 1 : -1))), []);
  const isUploading = running > 0;
  const mayNotSubmitYet = () => {
    if (isUploading) notify('error', t`Lütfen yüklemenin bitmesini bekleyin`);
    return isUploading;
  };
  return { isUploading, onUploadingChange, mayNotSubmitYet };
}
