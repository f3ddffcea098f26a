import type { ScheduleRequestEntry } from '@kt/contract/marketplace/dealer-requests';
import { localizeEnglish } from '@kt/contract/i18n/catalogue';
import { messages } from '@kt/contract/messages';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeScheduleStatus, type ScheduleDecision } from '../api/change-schedule-status.ts';
import { useScheduleRequests } from '../api/get-schedule-requests.ts';
import { dealerRequestTexts as t } from '../texts.ts';
import { pickupSlot, ScheduleRequestCard } from './request-cards.tsx';
import { RequestList, RequestsEmpty } from './request-list.tsx';

/** What a decision's toast says (read when shown: in the page's language). */
function doneToast(status: ScheduleDecision): string {
  return status === 'Done' ? messages.marketplaceArea.requestMarkedDone : messages.marketplaceArea.requestMarkedDeclined;
}

type Props = { viewer: string; marketplacePath: string | undefined };

/** The pickup requests, newest first; a New one can be marked done or declined, once. */
export function ScheduleRequestList({ viewer, marketplacePath }: Props) {
  const list = useScheduleRequests(viewer);
  const change = useChangeScheduleStatus(viewer);

  function decide(entry: ScheduleRequestEntry, status: ScheduleDecision) {
    if (change.isPending) return;
    change.mutate(
      { id: entry.id, status },
      {
        onSuccess: () => toast.success(doneToast(status)),
        // A 409 (already decided, perhaps by a colleague) says so in the server's words.
        onError: (error) => toast.error(error instanceof ApiError ? localizeEnglish(error.message) : messages.general.loadFailed),
      },
    );
  }

  const busyWith = (entry: ScheduleRequestEntry, status: ScheduleDecision) =>
    change.isPending && change.variables.id === entry.id && change.variables.status === status;

  return (
    <RequestList<ScheduleRequestEntry>
      kind="pickups"
      list={list}
      empty={<RequestsEmpty kind="pickups" marketplacePath={marketplacePath} />}
      getKey={(entry) => entry.id}
      renderItem={(entry) => (
        <ScheduleRequestCard
          entry={entry}
          actions={
            entry.status === 'New' && (
              <>
                <DecisionButton
                  className="btn btn--primary"
                  label={busyWith(entry, 'Done') ? t.markingDone : t.markDone}
                  entry={entry}
                  disabled={change.isPending}
                  onClick={() => decide(entry, 'Done')}
                />
                <DecisionButton
                  className="btn btn--danger"
                  label={busyWith(entry, 'Declined') ? t.declining : t.decline}
                  entry={entry}
                  disabled={change.isPending}
                  onClick={() => decide(entry, 'Declined')}
                />
              </>
            )
          }
        />
      )}
    />
  );
}

type ButtonProps = { className: string; label: string; entry: ScheduleRequestEntry; disabled: boolean; onClick: () => void };

/** It shows 'Mark done'; a screen reader hears which request it marks. */
function DecisionButton({ className, label, entry, disabled, onClick }: ButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={t.actionLabel(label, entry.name, pickupSlot(entry))}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
