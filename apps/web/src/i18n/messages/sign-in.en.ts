/** English messages of the sign-in page beyond the core catalogue (issue 15 item 7). */
export const signInEn = {
  'auth.notConfirmed':
    'Your email address is not confirmed yet. Open the link we emailed you, or get a new one.',
  'auth.resendConfirmation': 'Send a new confirmation link',
  'auth.confirmationResent': 'A new confirmation link is on its way to {email}.',
} as const
