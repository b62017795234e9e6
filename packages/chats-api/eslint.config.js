import config from '@fabula/eslint-config/react'

export default config
