/** `/payment-success?order=…` or `/payment-failure?order=…&reason=…`. */
export function paymentResultPath(
  outcome: 'success' | 'failure',
  orderId: string,
  reason?: string,
): string {
  const query = new URLSearchParams({ order: orderId });
  if (reason) query.set('reason', reason);
  return `/payment-${outcome}?${query}`;
}
