import base from '@fabula/eslint-config'

export default [...base, { rules: { 'no-console': 'off' } }]
