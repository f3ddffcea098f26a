import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { isEmployeeAccountType } from '@kt/contract/accounts/account-types';
import type { InquiryEntry, ReachUsEntry, RatingEntry } from '@kt/contract/marketplace/dealer-requests';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useInquiries } from '../api/get-inquiries.ts';
import { useRatings } from '../api/get-ratings.ts';
import { useReachUsMessages } from '../api/get-reach-us-messages.ts';
import { marketplacePagePath } from '../../../lib/paths.ts';
import { isRequestKind, requestKinds, type RequestKind } from '../request-kinds.ts';
import { dealerRequestTexts } from '../texts.ts';
import { RatingReplyForm } from './rating-reply.tsx';
import { InquiryCard, RatingCard, ReachUsCard } from './request-cards.tsx';
import { RequestList, RequestsEmpty } from './request-list.tsx';
import { ScheduleRequestList } from './schedule-request-list.tsx';
import '../dealer-requests.css';

/** The tab in the address (?tab=messages), so a reload or a shared link opens the same list. */
const tabParam = 'tab';

/**
 * /dealer/requests (ours): what visitors of the marketplace page and customers sent this dealer,
 * one tab per kind: pickup requests (with Mark done and Decline), reach-us messages, ratings and
 * the inquiries from /sell/sellitem. A dealer and their employees see the same lists.
 */
export function DealerRequests() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  // An employee's record names the dealer they work for; without it, no link to a page we cannot name.
  const dealerId = isEmployeeAccountType(auth.account_type) ? auth.dealer_id : auth.id;
  return <RequestTabs viewer={auth.KT_ID} marketplacePath={dealerId === undefined ? undefined : marketplacePagePath(dealerId)} />;
}

type TabsProps = { viewer: string; marketplacePath: string | undefined };

function RequestTabs({ viewer, marketplacePath }: TabsProps) {
  const tabsId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(tabParam);
  const tab: RequestKind = isRequestKind(asked) ? asked : 'pickups';

  function choose(next: RequestKind) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'pickups') params.delete(tabParam);
        else params.set(tabParam, next);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <div className="dealer-requests">
      <p className="lead">{dealerRequestTexts.lead}</p>
      <div className="dealer-requests__tabs">
        <Tabs
          label={dealerRequestTexts.tabsLabel}
          idPrefix={tabsId}
          value={tab}
          onChange={choose}
          options={requestKinds.map((kind) => ({ value: kind, label: dealerRequestTexts.tabs[kind] }))}
        />
      </div>
      {/* Only the chosen list is mounted: each is read when its tab is first opened, then kept in the cache. */}
      <div {...tabPanelProps(tabsId, tab)} className="dealer-requests__panel">
        {tab === 'pickups' && <ScheduleRequestList viewer={viewer} marketplacePath={marketplacePath} />}
        {tab === 'messages' && <MessageList viewer={viewer} marketplacePath={marketplacePath} />}
        {tab === 'ratings' && <RatingList viewer={viewer} marketplacePath={marketplacePath} />}
        {tab === 'inquiries' && <InquiryList viewer={viewer} />}
      </div>
    </div>
  );
}

function MessageList({ viewer, marketplacePath }: TabsProps) {
  const list = useReachUsMessages(viewer);
  return (
    <RequestList<ReachUsEntry>
      kind="messages"
      list={list}
      empty={<RequestsEmpty kind="messages" marketplacePath={marketplacePath} />}
      getKey={(entry) => entry.id}
      renderItem={(entry) => <ReachUsCard entry={entry} />}
    />
  );
}

function RatingList({ viewer, marketplacePath }: TabsProps) {
  const list = useRatings(viewer);
  // Issue 28: the dealer replies, once and publicly; an employee reads the ratings only.
  const canReply = !isEmployeeAccountType(useAuth()?.account_type);
  return (
    <RequestList<RatingEntry>
      kind="ratings"
      list={list}
      empty={<RequestsEmpty kind="ratings" marketplacePath={marketplacePath} />}
      getKey={(entry) => entry.id}
      renderItem={(entry) => <RatingCard entry={entry} replyForm={canReply ? <RatingReplyForm ratingId={entry.id} viewer={viewer} /> : undefined} />}
    />
  );
}

/** Inquiries come from the Sell page, not the marketplace page: their empty state has no link. */
function InquiryList({ viewer }: { viewer: string }) {
  const list = useInquiries(viewer);
  return (
    <RequestList<InquiryEntry>
      kind="inquiries"
      list={list}
      empty={<RequestsEmpty kind="inquiries" marketplacePath={undefined} />}
      getKey={(entry) => entry.id}
      renderItem={(entry) => <InquiryCard entry={entry} />}
    />
  );
}
