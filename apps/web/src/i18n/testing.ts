import { readCataloguesWith } from './catalogues'
import { PACK_NAMES } from './generated/messages'
import { i18n } from './index'

const sources = import.meta.glob<Record<string, string>>('./catalogues/*/*.json', {
  eager: true,
  import: 'default',
})

/**
 * For unit tests (src/test/setup.ts): catalogue files are read from the sources instead of
 * fetched, and every English pack is loaded, as if each screen's route had loaded its packs, so
 * a screen rendered on its own is worded.
 */
export async function loadCataloguesFromSources(): Promise<void> {
  readCataloguesWith((url) => {
    const [locale, file] = url.split('/').slice(-2)
    const packs = (file ?? '').replace(/\.json$/, '').split('.')
    const parts = packs.map((pack) => sources[`./catalogues/${locale}/${pack}.json`])
    if (parts.some((part) => part === undefined)) return Promise.reject(new Error(`No ${url}`))
    return Promise.resolve(Object.assign({}, ...parts) as unknown)
  })
  await i18n.load(PACK_NAMES.filter((pack) => pack !== 'core'))
}
