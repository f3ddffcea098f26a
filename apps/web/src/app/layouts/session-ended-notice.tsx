import { messages } from '@kt/contract/messages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onSessionEnded } from '../../lib/api-client.ts';
import { withTwins } from '../../lib/languages/twins.ts';
import { paths } from '../../lib/paths.ts';
import { shellTexts } from './area-texts.ts';

// The dialog is needed only when a session ends: keep it out of the first load.
const Dialog = lazy(withTwins(() => import('../../components/ui/dialog.tsx').then((module) => ({ default: module.Dialog }))));

/**
 * When a protected call finds the session over (its refresh refused), the session is already
 * cleared; this tells the person why and takes them to /signin (the console: its own sign-in) when they confirm.
 */
export function SessionEndedNotice({ signInPath = paths.signIn }: { signInPath?: string }) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => onSessionEnded(() => setIsOpen(true)), []);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <Dialog
        title={shellTexts.sessionEnded.title}
        confirmLabel={shellTexts.sessionEnded.confirm}
        onClose={() => {
          setIsOpen(false);
          void navigate(signInPath, { replace: true });
        }}
      >
        <p className="dialog__text">
          {/* Not a spec message (the spec does not cover expired sessions). */}
          {messages.accounts.sessionEnded}
        </p>
      </Dialog>
    </Suspense>
  );
}
