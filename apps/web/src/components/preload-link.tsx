import * as React from 'react'
import { Link, NavLink } from 'react-router'
import type { LinkProps, NavLinkProps } from 'react-router'
import { PRELOAD_DELAY_MS } from '@/lib/preload'
import { usePreloader } from '@/app/preloader-context'

function usePreloadInView(to: LinkProps['to']) {
  const preload = usePreloader()
  const ref = React.useRef<HTMLAnchorElement>(null)
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`
  React.useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting)
      if (visible && timer === undefined) {
        timer = setTimeout(() => void preload(href).catch(() => undefined), PRELOAD_DELAY_MS)
      } else if (!visible && timer !== undefined) {
        clearTimeout(timer)
        timer = undefined
      }
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [href, preload])
  return ref
}

/**
 * Both the link's own ref and one it is given (a Radix `Slot` passes its ref down when the link is
 * `asChild` of a button): the given one must not replace the in-view watcher.
 */
function useBothRefs(
  own: React.RefObject<HTMLAnchorElement | null>,
  given: React.Ref<HTMLAnchorElement> | undefined,
): React.RefCallback<HTMLAnchorElement> {
  return React.useCallback(
    (element: HTMLAnchorElement | null) => {
      own.current = element
      if (typeof given === 'function') return given(element)
      if (given) given.current = element
      return undefined
    },
    [own, given],
  )
}

/** A router link that preloads its route after it has been in view for 300 ms. */
export function PreloadLink({ ref, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const own = usePreloadInView(props.to)
  return <Link {...props} ref={useBothRefs(own, ref)} />
}

/** `NavLink` with the same in-view preloading (sidebar entries). */
export function PreloadNavLink({
  ref,
  ...props
}: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const own = usePreloadInView(props.to)
  return <NavLink {...props} ref={useBothRefs(own, ref)} />
}
