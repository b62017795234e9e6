import type { IntegrationView } from '@fabula/integrations-api/contract'
import type { APP_TYPES, SORT_ORDERS } from '@/lib/search/schemas'

/** The cards of /apps, in their own order: the story provider, text-to-speech, email delivery. */
export const APP_CARDS = ['story_provider', 'text_to_speech', 'email'] as const
/** A card of /apps. */
export type AppCard = (typeof APP_CARDS)[number]

/** What a card needs to be filtered: its words and whether it counts as connected. */
export interface AppCardFacts {
  card: AppCard
  name: string
  description: string
  connected: boolean
}

/** Whether a card is connected: the browser's voices always are; the others when stored. */
export function isConnected(card: AppCard, integrations: readonly IntegrationView[]): boolean {
  if (card === 'text_to_speech') return true
  return integrations.find((entry) => entry.kind === card)?.connected === true
}

/**
 * The cards /apps shows for its search parameters (seed §2): `type` keeps all, the connected or
 * the unconnected ones, `filter` keeps those whose name or description contains the text (case
 * and accents ignored), `sort` orders them by name; without `sort` they keep their own order.
 * Three cards, all known to the browser: filtered here, not on a server.
 */
export function visibleApps(
  cards: readonly AppCardFacts[],
  search: {
    type?: (typeof APP_TYPES)[number] | undefined
    filter?: string
    sort?: (typeof SORT_ORDERS)[number] | undefined
  },
  locale = 'en',
): AppCardFacts[] {
  const fold = (text: string) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale)
  const needle = fold(search.filter?.trim() ?? '')
  const kept = cards.filter(
    (card) =>
      (search.type === 'connected'
        ? card.connected
        : search.type === 'notConnected'
          ? !card.connected
          : true) &&
      (needle === '' || fold(`${card.name} ${card.description}`).includes(needle)),
  )
  if (!search.sort) return kept
  const collator = new Intl.Collator(locale)
  const sorted = [...kept].sort((a, b) => collator.compare(a.name, b.name))
  return search.sort === 'desc' ? sorted.reverse() : sorted
}
