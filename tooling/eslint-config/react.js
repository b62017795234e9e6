import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import base from './index.js'
import browser from './browser.js'

/** Flat config for packages that ship React code to the browser. */
export default tseslint.config(...base, ...browser, {
  files: ['**/*.tsx', '**/*.ts'],
  plugins: { 'react-hooks': reactHooks },
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'error',
  },
})
