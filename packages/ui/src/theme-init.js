/*
 * Fabula UI: applies the theme, font and direction cookies to <html> before the first paint, so
 * a dark-mode reader never sees a white flash. Load it as an external, blocking script in <head>
 * (the app's CSP forbids inline scripts): <script src="/theme-init.js"></script>.
 * Must agree with src/lib/preferences.ts and the providers; src/theme-init.test.ts checks that.
 */
;(function () {
  const root = document.documentElement
  function read(name, allowed, fallback) {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=')
      if (eq === -1 || part.slice(0, eq).trim() !== name) continue
      const value = part.slice(eq + 1).trim()
      return allowed.indexOf(value) === -1 ? fallback : value
    }
    return fallback
  }
  try {
    const theme = read('theme', ['light', 'dark', 'system'], 'light')
    const dark =
      theme === 'dark' ||
      (theme === 'system' &&
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-color-scheme: dark)').matches)
    root.classList.toggle('dark', dark)
    root.classList.toggle('light', !dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
    root.setAttribute('data-font', read('font', ['inter', 'manrope', 'system'], 'inter'))
    // Without a dir cookie the direction is the interface language's, which the server already
    // wrote on <html> (an Arabic page is rtl); only a page without one falls back to ltr.
    root.setAttribute('dir', read('dir', ['ltr', 'rtl'], root.getAttribute('dir') || 'ltr'))
  } catch (_error) {
    // A blocked cookie jar must not stop the page; the providers apply defaults after load.
  }
})()
