export { createDictionary } from './dictionary'
export type {
  Dictionary,
  DictionaryOptions,
  LemmaSource,
  LookupContext,
  LookupOptions,
  LookupResult,
} from './dictionary'
export { NATIVE_LANGUAGES, TEXT_LANGUAGES, meaningRoute, meaningRoutes } from './routes'
export type { MeaningRoute, MeaningRouteKind } from './routes'
export { listDictionaryFiles } from './files'
export { DictionaryDataError } from './store'
export type { DictionaryLoader } from './store'
export { MANIFEST } from './manifest'
export { PARTS_OF_SPEECH } from './format'
export type {
  DictionaryManifest,
  FormSourceManifest,
  PairManifest,
  PartOfSpeech,
  SourceKind,
  SourceManifest,
} from './format'
