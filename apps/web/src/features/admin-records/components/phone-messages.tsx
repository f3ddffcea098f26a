import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { phoneMessageStates, type PhoneMessage, type PhoneMessageList } from '@kt/contract/admin/phone-messages';
import { phoneChannels, type PhoneChannel } from '@kt/contract/phone/message-kinds';
import { formatCount } from '@kt/contract/i18n/formats';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { StatusPill, type StatusTone } from '../../../components/ui/status-pill.tsx';
import { formatIndianMobile } from '../../../lib/mobile-number.ts';
import { usePhoneMessages, type PhoneMessageFilter } from '../api/get-phone-messages.ts';
import { formatAt } from '../format.ts';
import { adminRecordsTexts } from '../texts.ts';
import '../admin-records.css';
import { RecordsSkeleton } from './records-skeleton.tsx';

const t = adminRecordsTexts.phoneMessages;

type State = (typeof phoneMessageStates)[number];

const stateTone: Record<State, StatusTone> = { queued: 'info', sent: 'success', failed: 'danger' };

function isChannel(value: string | null): value is PhoneChannel {
  return (phoneChannels as readonly (string | null)[]).includes(value);
}
function isState(value: string | null): value is State {
  return (phoneMessageStates as readonly (string | null)[]).includes(value);
}

/** The filters, from the address (?channel=sms&state=failed): a reload or a shared link shows the same list. */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const channel = params.get('channel');
  const state = params.get('state');
  const filter: PhoneMessageFilter = { channel: isChannel(channel) ? channel : undefined, state: isState(state) ? state : undefined };
  function change(name: 'channel' | 'state', value: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      },
      { replace: true },
    );
  }
  return { filter, change };
}

/** Today's SMS against the budget, and how each channel goes out in this install. */
function SendingSummary({ list }: { list: PhoneMessageList }) {
  const { sms_budget: budget, channels } = list;
  return (
    <div className="phone-messages__summary">
      <p className="phone-messages__budget">{t.smsToday(budget.used, budget.budget)}</p>
      <ul className="phone-messages__modes" aria-label={t.modesLabel}>
        {phoneChannels.map((channel) => (
          <li key={channel}>{t.channelMode(t.channels[channel], t.modes[channels[channel]])}</li>
        ))}
      </ul>
    </div>
  );
}

function PhoneMessageCard({ message }: { message: PhoneMessage }) {
  const titleId = useId();
  return (
    <article className="admin-card" aria-labelledby={titleId}>
      <div className="admin-card__head">
        <h2 id={titleId} className="admin-card__title">
          {t.heading(t.channels[message.channel], formatIndianMobile(message.to))}
        </h2>
        <StatusPill tone={stateTone[message.state]}>{t.states[message.state]}</StatusPill>
      </div>
      <p className="admin-card__meta">
        <time dateTime={message.created_at}>{formatAt(message.created_at)}</time>
      </p>
      <dl className="admin-card__fields">
        <dt>{t.kind}</dt>
        <dd>{t.kinds[message.kind]}</dd>
        <dt>{t.text}</dt>
        <dd>{message.text}</dd>
        <dt>{t.attempts}</dt>
        <dd>{formatCount(message.attempts)}</dd>
        <dt>{t.order}</dt>
        <dd>{message.order_number ?? t.noOrder}</dd>
        <dt>{t.providerAnswer}</dt>
        <dd className="phone-messages__answer">{message.provider_answer || t.noAnswer}</dd>
      </dl>
    </article>
  );
}

function MessageList({ filter }: { filter: PhoneMessageFilter }) {
  const list = usePhoneMessages(filter);
  if (list.isPending) return <RecordsSkeleton label={t.loading} />;
  // Only a failed first page replaces the list; a failed next page is ShowMore's to tell.
  if (list.isLoadingError) return <LoadError onRetry={() => void list.refetch()} />;
  const [newest] = list.data.pages;
  const messages = list.data.pages.flatMap((page) => page.items);
  return (
    <>
      {newest && <SendingSummary list={newest} />}
      {messages.length === 0 ? (
        <p className="empty-state">{t.empty}</p>
      ) : (
        <ul className="admin-list" aria-label={t.listLabel}>
          {messages.map((message) => (
            <li key={message.id}>
              <PhoneMessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore list={list} label={t.showMore} busyLabel={adminRecordsTexts.loadingMore} />
    </>
  );
}

/** Admin > SMS and WhatsApp (issue 27): the messages by channel and state, paged, with today's SMS budget. */
export function PhoneMessages() {
  const { filter, change } = useFilterParams();
  return (
    <div className="admin-page">
      <p className="lead">{t.lead}</p>
      <div className="admin-toolbar">
        <SelectField
          label={t.channelLabel}
          placeholder={t.all}
          value={filter.channel ?? ''}
          options={phoneChannels.map((channel) => ({ value: channel, label: t.channels[channel] }))}
          onChange={(event) => change('channel', event.target.value)}
        />
        <SelectField
          label={t.stateLabel}
          placeholder={t.all}
          value={filter.state ?? ''}
          options={phoneMessageStates.map((state) => ({ value: state, label: t.states[state] }))}
          onChange={(event) => change('state', event.target.value)}
        />
      </div>
      <MessageList filter={filter} />
    </div>
  );
}
