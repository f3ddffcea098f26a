-- Issue 28 (spec 1, who buys from whom): a Kabadi or Collector dealer sells on to a Recycler
-- through the customer's checkout. No schema change is needed: an order's customer_id names any
-- account (users.id), the order lists' triggers (0014) already announce orders:customer:<id> for
-- whichever account sold, and the caller cache (0015) reads nothing new. The rules (a dealer
-- sells only to a dealer type that buys from theirs, never to themselves, from their own area)
-- live in the checkout (features/orders/resale.ts). This statement keeps the journal in order.
select 1;
