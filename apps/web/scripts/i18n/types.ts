import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { renderTypes } from './generate-types'
import { CATALOGUES_DIR, TYPES_FILE } from './paths'

/** `pnpm --filter @fabula/web i18n:types`: regenerates src/i18n/generated/messages.ts. */
mkdirSync(dirname(TYPES_FILE), { recursive: true })
writeFileSync(TYPES_FILE, renderTypes(CATALOGUES_DIR))
console.log(`wrote ${TYPES_FILE}`)
