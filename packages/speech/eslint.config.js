import config from '@fabula/eslint-config'

export default config
