// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildCatalogues } from '../../vite-catalogues'

const app = mkdtempSync(join(tmpdir(), 'fabula-catalogues-'))
afterAll(() => rmSync(app, { recursive: true, force: true }))

function write(path: string, text: string) {
  mkdirSync(dirname(join(app, path)), { recursive: true })
  writeFileSync(join(app, path), text)
}

write('src/i18n/catalogues/en/core.json', '{"a":"A"}')
write('src/i18n/catalogues/en/first.json', '{"f":"First"}')
write('src/i18n/catalogues/en/second.json', '{"s":"Second"}')
write('src/i18n/catalogues/en/shell.json', '{"h":"Shell"}')
write('src/i18n/catalogues/fr/core.json', '{"a":"A fr"}')
write('src/i18n/catalogues/fr/first.json', '{"f":"Premier"}')
write('src/i18n/catalogues/fr/second.json', '{"s":"Second fr"}')
write('src/i18n/catalogues/fr/shell.json', '{"h":"Coquille"}')
write(
  'src/i18n/first.ts',
  "import { i18n } from './index'\nexport const t = i18n.extend('first')\n",
)
write('src/i18n/second.ts', "export const t = i18n.extend('second')\n")
write('src/i18n/shell.ts', "export const t = i18n.extend('shell')\n")
write('src/features/dialog.tsx', "import { t } from '@/i18n/second'\nexport const x = t\n")
write(
  'src/routes/page/route.tsx',
  "import type { T } from '@/i18n/unused'\nimport { t } from '../../i18n/first'\nconst later = () => import('@/features/dialog')\n",
)
write('src/routes/layout/route.tsx', "import { t } from '@/i18n/shell'\n")
write('src/routes/plain/route.tsx', 'export const nothing = 1\n')

describe('the catalogue build', () => {
  const { manifest, files } = buildCatalogues({ appDir: app, layoutChains: [['layout']] })

  it("finds a route's packs through static imports and import()", () => {
    expect(manifest.routePacks).toEqual({
      'src/routes/layout/route.tsx': 'shell',
      'src/routes/page/route.tsx': 'first.second',
      'src/routes/plain/route.tsx': '',
    })
  })

  it('bundles each route alone and inside each layout chain', () => {
    expect(manifest.bundles).toEqual(['first.second', 'first.second.shell'])
    expect(JSON.parse(files.get('fr/first.second.shell.json') ?? '')).toEqual({
      f: 'Premier',
      s: 'Second fr',
      h: 'Coquille',
    })
    expect(JSON.parse(files.get('en/core.json') ?? '')).toEqual({ a: 'A' })
  })

  it('puts a hash of every file in the address', () => {
    expect(manifest.base).toMatch(/^\/assets\/i18n\/[0-9a-f]{12}\/$/)
    expect(manifest.locales).toEqual(['en', 'fr'])
    write('src/i18n/catalogues/fr/first.json', '{"f":"Premier !"}')
    expect(buildCatalogues({ appDir: app, layoutChains: [['layout']] }).manifest.base).not.toBe(
      manifest.base,
    )
  })
})
