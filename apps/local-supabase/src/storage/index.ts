export { createStorageApp } from './storage-app'
export type { StorageDeps } from './context'
export { FileStore } from './files'
export { UrlSigner } from './tokens'
