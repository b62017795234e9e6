import { lazy, Suspense, useEffect, useState } from 'react'
import { isToasterWanted, onToasterWanted } from '@/lib/toaster-demand'

const Toaster = lazy(() => import('./toaster-region'))

/**
 * The toast region of @fabula/ui, mounted as soon as a toast asks for it or once the first page
 * is up and idle (boot), so sonner never competes with the first paint. sonner replays the toasts
 * that are still active when the region subscribes, so none raised earlier is lost.
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(isToasterWanted)
  useEffect(() => {
    if (mounted) return undefined
    // Asked for between the first render and this effect: onToasterWanted would not fire again.
    if (isToasterWanted()) setMounted(true)
    return onToasterWanted(() => setMounted(true))
  }, [mounted])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
