import { Button, Card, CardContent } from '@fabula/ui'
import { MessagesSquare } from 'lucide-react'
import { routeTable } from '@/app/route-table'
import { PreloadLink } from '@/components/preload-link'
import { t } from '@/i18n/apps-help'

/**
 * Where a conversation with support starts: /chats with `new=support`, which the chats screen
 * reads to open a new conversation with the support team.
 */
const SUPPORT_CHAT_HREF = `${routeTable.chats.href()}?new=support`

/** "Still stuck? Message support", at the end of the help center and of every article. */
export function SupportCard() {
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold">{t('help.stuckTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('help.stuckBody')}</p>
        </div>
        <Button asChild variant="outline">
          <PreloadLink to={SUPPORT_CHAT_HREF}>
            <MessagesSquare aria-hidden />
            {t('help.messageSupport')}
          </PreloadLink>
        </Button>
      </CardContent>
    </Card>
  )
}
