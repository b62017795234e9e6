import * as React from 'react'

/** Remembered across visits so a reader who folds the sidebar away keeps it folded. */
const STORAGE_KEY = 'fabula-sidebar-collapsed'

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

/** Collapsed state of the desktop sidebar, persisted in localStorage. */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = React.useState(read)
  const update = React.useCallback((next: boolean) => {
    setCollapsed(next)
    try {
      localStorage.setItem(STORAGE_KEY, String(next))
    } catch {
      // Storage may be blocked; the choice then lasts for this page only.
    }
  }, [])
  return [collapsed, update]
}
