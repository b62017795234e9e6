// Its own module so `LazyToaster` can load sonner after the first paint (ADR 0011 addendum).
import { Toaster } from '@fabula/ui'
import { t } from '@/i18n'

/** The toast region, named in the interface language. */
export default function ToasterRegion() {
  return (
    <Toaster
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  )
}
