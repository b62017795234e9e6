import type * as React from 'react'

/** One settings screen: an h2, its lead and the form. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby="settings-section-title" className="flex flex-col gap-6">
      <div className="space-y-1 border-b pb-4">
        <h2 id="settings-section-title" className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  )
}
