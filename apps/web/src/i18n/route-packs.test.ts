import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteHandle } from '@/app/route-module'
import { routes } from '@/app/routes'
import { planCatalogues, routePacks } from './catalogues'

/** Every page of the route tree as the chain of route modules it renders, outermost first. */
function pageChains(tree: RouteObject[], chain: string[] = []): string[][] {
  return tree.flatMap((route) => {
    const module = (route.handle as RouteHandle | undefined)?.module
    const own = module ? [...chain, module] : chain
    const below = pageChains(route.children ?? [], own)
    return route.children?.length ? below : [own]
  })
}

describe("a page's catalogues", () => {
  const chains = pageChains(routes).filter((chain) => chain.length > 0)

  it('come in one file per locale, plus the core of a locale other than English', () => {
    expect(chains.length).toBeGreaterThan(30)
    for (const chain of chains) {
      const packs = [...new Set(chain.flatMap(routePacks))]
      if (packs.length === 0) continue
      expect(planCatalogues('en', packs), chain.join(' > ')).toHaveLength(1)
      expect(planCatalogues('ar', ['core', ...packs]), chain.join(' > ')).toHaveLength(2)
    }
  })

  it('are the packs its modules and their imports register', () => {
    expect(routePacks('src/routes/sign-in/route.tsx')).toEqual(['sign-in'])
    expect(routePacks('src/routes/dashboard/route.tsx')).toEqual(
      expect.arrayContaining(['pages', 'learner', 'words']),
    )
    expect(routePacks('src/routes/users/route.tsx')).toEqual(
      expect.arrayContaining(['pages', 'staff']),
    )
    expect(routePacks('src/routes/landing/route.tsx')).toEqual([])
  })
})
