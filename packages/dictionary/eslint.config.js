import config from '@fabula/eslint-config'

// content/ holds generated dictionary shards (scripts/convert.ts): data, nothing to lint.
export default [{ ignores: ['content/**', '.cache/**'] }, ...config]
