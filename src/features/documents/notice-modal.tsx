import { Modal, Text } from '@mantine/core';
import type { DocumentRow } from '../../data/documents';

/** An announcement without a file: its text in a dialog. */
export function NoticeModal({ notice, onClose }: { notice: DocumentRow; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={notice.baslik}>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{notice.metin}</Text>
    </Modal>
  );
}
