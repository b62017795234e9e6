import * as React from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button.js'
import { Toaster, toast } from './toaster.js'

function ToastDemo({ showOnMount = false }: { showOnMount?: boolean }) {
  React.useEffect(() => {
    if (!showOnMount) return
    toast.success('Story saved to your library', { duration: Infinity })
    toast.error('Could not load the next chapter', { duration: Infinity })
    return () => {
      toast.dismiss()
    }
  }, [showOnMount])
  return (
    <div className="min-h-[360px] p-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => toast('Reminder set for tomorrow')}>Default</Button>
        <Button variant="outline" onClick={() => toast.success('Profile updated')}>
          Success
        </Button>
        <Button variant="outline" onClick={() => toast.warning('You are offline')}>
          Warning
        </Button>
        <Button variant="outline" onClick={() => toast.error('Sign-in failed')}>
          Error
        </Button>
      </div>
      <Toaster />
    </div>
  )
}

const meta = {
  title: 'Components/Toaster',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const ShowingToasts: Story = { args: { showOnMount: true } }
export const RightToLeft: Story = { args: { showOnMount: true }, globals: { direction: 'rtl' } }
