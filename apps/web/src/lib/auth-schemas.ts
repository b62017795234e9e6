import * as v from 'valibot'
import { t } from '@/i18n'

/** Passwords: at least 8 characters with a letter and a digit. */
const MIN_PASSWORD_LENGTH = 8

/** An email address as typed in a form. */
const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(() => t('validation.emailRequired')),
  v.email(() => t('validation.emailInvalid')),
)

/** A new password. */
const NewPasswordSchema = v.pipe(
  v.string(),
  v.minLength(MIN_PASSWORD_LENGTH, () => t('validation.passwordMin', { min: MIN_PASSWORD_LENGTH })),
  v.regex(/\p{L}/u, () => t('validation.passwordLetterDigit')),
  v.regex(/\d/, () => t('validation.passwordLetterDigit')),
)

/** Sign-in form. */
export const SignInSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string(),
    v.nonEmpty(() => t('validation.passwordRequired')),
  ),
})

/** Sign-up form: the two passwords must match. */
export const SignUpSchema = v.pipe(
  v.object({
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      () => t('validation.passwordMismatch'),
    ),
    ['confirmPassword'],
  ),
)

/** New-password form after a recovery link. */
export const NewPasswordFormSchema = v.pipe(
  v.object({ password: NewPasswordSchema, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      () => t('validation.passwordMismatch'),
    ),
    ['confirmPassword'],
  ),
)

/** Email-only forms (forgot password, one-time code request). */
export const EmailFormSchema = v.object({ email: EmailSchema })

/** A 6-digit one-time code. */
export const OtpFormSchema = v.object({
  email: EmailSchema,
  token: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{6}$/, () => t('validation.otpFormat')),
  ),
})
