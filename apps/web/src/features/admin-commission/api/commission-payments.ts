import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MsgResponse } from '@kt/contract/accounts/sign-up';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminCommissionPayment, CommissionPaymentStatus } from '@kt/contract/commission/commission';
import { apiFetchPage, type ListPage } from '../../../lib/api-client.ts';
import { callEndpoint, pathOf } from '../../../lib/call-endpoint.ts';
import { useListPages } from '../../../lib/use-list-pages.ts';

const commissionRoot = ['admin', 'commission'] as const;

/** GET /v3/admin/commission-payments/?status=: one page, oldest submitted first. */
export function getCommissionPayments(status: CommissionPaymentStatus, path?: string): Promise<ListPage<AdminCommissionPayment>> {
  return apiFetchPage<AdminCommissionPayment>(path ?? pathOf(adminRoutes.adminCommissionPayments, {}, { status }), { auth: true });
}

export function useCommissionPayments(status: CommissionPaymentStatus) {
  return useListPages([...commissionRoot, 'payments', status], (path) => getCommissionPayments(status, path));
}

/** GET /v3/admin/commission-statements/overdue/: what is past its due date and unpaid. */
export function useOverdueStatements() {
  return useQuery({ queryKey: [...commissionRoot, 'overdue'], queryFn: () => callEndpoint(adminRoutes.adminOverdueStatements, { auth: true }) });
}

export type PaymentDecision = { id: number; verify: true } | { id: number; verify: false; reason: string };

/** POST …/{id}/verify/ or …/{id}/reject/ { reason }: 409 once decided. */
export function decideCommissionPayment(decision: PaymentDecision): Promise<MsgResponse> {
  const params = { id: decision.id };
  if (decision.verify) return callEndpoint(adminRoutes.adminVerifyCommissionPayment, { params, auth: true });
  return callEndpoint(adminRoutes.adminRejectCommissionPayment, { params, json: { reason: decision.reason }, auth: true });
}

/** A decision moves the payment between the lists and may settle an overdue statement: all are read again. */
export function useDecideCommissionPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCommissionPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commissionRoot }),
  });
}
