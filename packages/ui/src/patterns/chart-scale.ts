/** Evenly spaced, human-friendly axis ticks from 0 (or the minimum, if negative) to the maximum. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min)
  const high = max > low ? max : low + 1
  const rough = (high - low) / Math.max(1, count - 1)
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough
  const start = Math.floor(low / step) * step
  const ticks: number[] = []
  for (let t = start; t < high + step; t += step) {
    ticks.push(Number(t.toFixed(10)))
    if (t >= high) break
  }
  return ticks
}
