import { useNetwork } from '@mantine/hooks';
import { useOutboxSummary, useSyncStatus } from '../data/local';

/**
 * The device's sync state as the header's indicator and the dashboard's card show it: the engine's
 * status, whether the server can be reached (online, and the last try got through), and the
 * outbox's pending and stopped changes.
 */
export function useSyncState() {
  const { online } = useNetwork();
  const { pending, stopped } = useOutboxSummary();
  const status = useSyncStatus();
  return { status, reachable: online && !status.unreachable, pending, stopped };
}
