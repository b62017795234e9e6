import * as React from 'react'

/**
 * Mounts `children` — a dialog or sheet whose code loads on demand (`React.lazy`) — the first
 * time `open` is true, and keeps it mounted afterwards so it can animate closed. A page's dialogs
 * stay off its first load this way (ADR 0071).
 */
export function MountOnceOpened({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = React.useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <React.Suspense fallback={null}>{children}</React.Suspense> : null
}
