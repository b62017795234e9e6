import base from '@fabula/eslint-config'

export default [...base, { ignores: ['fixtures/**'] }, { rules: { 'no-console': 'off' } }]
