import config from '@fabula/eslint-config'

// src/data holds generated word lists (scripts/generate-ranks.ts): megabytes of string literals
// with nothing to lint.
export default [{ ignores: ['src/data/**'] }, ...config]
