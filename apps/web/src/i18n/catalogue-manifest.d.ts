/**
 * What the build knows about the catalogues (vite-catalogues.ts): where their files are, which
 * locales have them, and which packs each route module needs.
 */
declare module 'virtual:fabula-catalogues' {
  const manifest: {
    /** Address prefix of the files, `/assets/i18n/<version>/`; a file is `<locale>/<packs>.json`. */
    base: string
    /** Locales with a catalogue folder, English first. */
    locales: string[]
    /** Each pack's English size (JSON characters): the cheaper of two files is fetched. */
    sizes: Record<string, number>
    /** Files of several packs (names joined by "."); every single pack has a file too. */
    bundles: string[]
    /** Route module (`src/routes/<name>/route.tsx`) → its packs joined by ".". */
    routePacks: Record<string, string>
  }
  export default manifest
}
