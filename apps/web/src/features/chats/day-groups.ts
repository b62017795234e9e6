/** Messages of one calendar day (in the reader's time zone), oldest first. */
export interface DayGroup<M> {
  /** `YYYY-MM-DD` of the local day: the group's key. */
  key: string
  /** Local midnight of that day. */
  day: Date
  messages: M[]
}

function localKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Splits messages (already in order) into runs of the same local day. */
export function groupByDay<M extends { created_at: string }>(
  messages: readonly M[],
): DayGroup<M>[] {
  const groups: DayGroup<M>[] = []
  for (const message of messages) {
    const at = new Date(message.created_at)
    const key = localKey(at)
    const last = groups.at(-1)
    if (last?.key === key) last.messages.push(message)
    else {
      groups.push({
        key,
        day: new Date(at.getFullYear(), at.getMonth(), at.getDate()),
        messages: [message],
      })
    }
  }
  return groups
}

/** Whether `day` is today (0), yesterday (1) or further back (null), seen from `now`. */
export function daysAgo(day: Date, now: Date): 0 | 1 | null {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const diff = Math.round((today.getTime() - day.getTime()) / 86_400_000)
  return diff === 0 ? 0 : diff === 1 ? 1 : null
}
