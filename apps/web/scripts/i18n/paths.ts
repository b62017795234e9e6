import { fileURLToPath } from 'node:url'

/** The i18n folder of the web app: pack modules, catalogues and the generated type module. */
export const I18N_DIR = fileURLToPath(new URL('../../src/i18n/', import.meta.url))
/** `catalogues/<locale>/<pack>.json`. */
export const CATALOGUES_DIR = `${I18N_DIR}catalogues/`
/** The type module generated from the English catalogue. */
export const TYPES_FILE = `${I18N_DIR}generated/messages.ts`
