/**
 * RECORDED baseline of the peer template (shadcn-admin, the template our screens descend from).
 * Its source cannot be fetched or built on the bench machine, so the bench compares against
 * figures recorded here instead of measuring the peer in the same run.
 *
 * Source: issue 21, measured side by side (alternating loads in one run, median of 5 each,
 * 4× CPU + slow 4G): signed-in `/users` and `/dashboard` from `pnpm start` (HTTP/1.1) reached
 * **0.92–1.00× the peer's LCP**. The issue states ratios, not the peer's milliseconds, so the
 * peer's LCP is derived: our throttled HTTP/1.1 LCP for the same routes, measured by this bench
 * on the code the issue describes (commit b4b174b, `BENCH_DIST` pointed at its build), divided by
 * 1.00 and by 0.92. The bench's transfer of the ratio to this machine is an assumption:
 * the absolute targets (2.5 s, 130 KB, 12 requests) are the ones to judge by. The issue gives no
 * peer figure for `/read/stories` or `/sign-in` (public
 * pages: 0.54–0.57× the peer, no route named), nor for initial JS or request counts.
 */
export const PEER_BASELINE: {
  label: string
  routes: Record<string, { throttledLcpMs: readonly [number, number] } | undefined>
} = {
  label:
    'recorded, not measured in this run — derived from issue 21 (ours = 0.92–1.00× the peer, ' +
    'throttled LCP) and our LCP at commit b4b174b (bench/peer-baseline.ts)',
  // Our throttled HTTP/1.1 LCP at b4b174b (median of 5): /dashboard 9708 ms, /users 11816 ms.
  routes: {
    '/dashboard': { throttledLcpMs: [9708, 10552] },
    '/users': { throttledLcpMs: [11816, 12843] },
  },
}
