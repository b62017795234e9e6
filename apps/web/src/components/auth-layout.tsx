import type * as React from 'react'
import { Card, CardContent, CardDescription, CardHeader } from '@fabula/ui'
import { routeTable } from '@/app/route-table'
import { LanguageMenu } from './language-menu'
import { PreloadLink } from './preload-link'
import { Logo } from './logo'

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  title: string
  description?: string
  children: React.ReactNode
  footer?: React.ReactNode
}

/** The centred card every public auth page uses. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-svh flex-col items-center justify-center gap-6 bg-muted/40 p-4 outline-none"
    >
      <PreloadLink to={routeTable.home.href()} className="rounded-md">
        <Logo />
      </PreloadLink>
      <Card className="w-full max-w-sm">
        <CardHeader>
          {/* CardTitle is always an h3; the page's only heading must be an h1. */}
          <h1 className="text-xl leading-tight font-semibold">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
      {footer && <div className="text-center text-sm text-muted-foreground">{footer}</div>}
      <LanguageMenu className="w-full max-w-40" />
    </main>
  )
}
