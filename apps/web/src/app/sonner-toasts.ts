// The sonner side of the toasts, imported lazily by ./notify.ts (keeps sonner out of the entry).
export { notify, showSonnerToast } from '@fabula/errors/react'
