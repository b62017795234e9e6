import { lazy, Suspense, useEffect, useState } from 'react'
import { isToasterWanted, onToasterWanted } from '@/lib/toaster-demand'

const Toaster = lazy(() => import('./toaster-region'))
/** Longest wait for an idle moment before the region mounts anyway. */
const IDLE_TIMEOUT_MS = 2000

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 1)
  return () => window.clearTimeout(id)
}

/**
 * The toast region of @fabula/ui, mounted once the first page is idle or as soon as a toast asks
 * for it, so sonner never competes with the first paint. sonner replays the toasts that are still
 * active when the region subscribes, so none raised earlier is lost.
 */
export function LazyToaster() {
  const [mounted, setMounted] = useState(isToasterWanted)
  useEffect(() => {
    if (mounted) return undefined
    const mount = () => setMounted(true)
    const unsubscribe = onToasterWanted(mount)
    const cancel = whenIdle(mount)
    return () => {
      unsubscribe()
      cancel()
    }
  }, [mounted])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
