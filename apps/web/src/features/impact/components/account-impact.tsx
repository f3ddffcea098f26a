import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Impact } from '@kt/contract/impact/impact';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { isEmptyImpact } from '../api/read-impact.ts';
import { useCustomerImpact, useDealerImpact } from '../api/get-impact.ts';
import { impactTexts as t } from '../texts.ts';
import { ImpactSummary } from './impact-summary.tsx';
import '../impact.css';

function ImpactSection({ title, empty, query }: { title: string; empty: string; query: UseQueryResult<Impact> }) {
  const titleId = useId();
  let content;
  if (query.isPending) content = <p className="skeleton impact__skeleton" aria-busy="true" aria-label={t.loading} />;
  else if (query.isError) content = <LoadError onRetry={() => void query.refetch()} />;
  else if (isEmptyImpact(query.data)) content = <p className="impact__empty">{empty}</p>;
  else content = <ImpactSummary impact={query.data} />;
  return (
    <section className="impact-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="impact-section__title">
        {title}
      </h2>
      {content}
    </section>
  );
}

function CustomerImpactOf({ customerId }: { customerId: number }) {
  return <ImpactSection title={t.customerTitle} empty={t.customerEmpty} query={useCustomerImpact(customerId)} />;
}

function DealerImpactOf({ accountId }: { accountId: number }) {
  return <ImpactSection title={t.dealerTitle} empty={t.dealerEmpty} query={useDealerImpact(accountId)} />;
}

/** 'Your impact' on the customer's profile: kg recycled and CO2 avoided from their completed pickups. */
export function CustomerImpact() {
  const auth = useAuth();
  // The area layout sends a signed-out visitor to /signin.
  if (!auth) return null;
  return <CustomerImpactOf customerId={auth.id} />;
}

/** The dealer dashboard's impact block (an employee sees their dealer's). */
export function DealerImpact() {
  const auth = useAuth();
  if (!auth) return null;
  return <DealerImpactOf accountId={auth.id} />;
}
