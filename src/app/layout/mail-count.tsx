import { useUnreadMessages } from '../../data/messages';
import { MailLink } from './mail-badge';

/** The mail link with the count read from the device: a chunk of its own, so the layout does not carry the messages' reads. */
export default function CountedMailLink({ user }: { user: string }) {
  return <MailLink unread={useUnreadMessages(user) ?? 0} />;
}
