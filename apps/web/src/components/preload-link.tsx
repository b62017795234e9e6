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

/** A router link that preloads its route after it has been in view for 300 ms. */
export function PreloadLink(props: LinkProps) {
  const ref = usePreloadInView(props.to)
  return <Link ref={ref} {...props} />
}

/** `NavLink` with the same in-view preloading (sidebar entries). */
export function PreloadNavLink(props: NavLinkProps) {
  const ref = usePreloadInView(props.to)
  return <NavLink ref={ref} {...props} />
}
