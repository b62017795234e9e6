import { createHmac } from 'node:crypto'
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import type { Context } from 'hono'
import { failures } from './errors'

/** What a signed URL allows: reading one object, or writing one. */
export type SignedScope = 'download' | 'upload'

/** The claims of a signed URL's token. */
export interface SignedClaims {
  /** `<bucket>/<object name>`: the only object the token opens. */
  url: string
  scope: SignedScope
  /** Upload tokens: who the object will belong to, and whether it may replace one. */
  owner?: string
  upsert?: boolean
}

/**
 * Signs and checks the tokens of signed URLs. They are HS256 JWTs like hosted Storage's, but under
 * a key derived from the server's secret for this purpose alone, so an access token is never a
 * signed-URL token nor the other way round; the scope claim keeps download and upload tokens
 * apart. Time comes from the server's clock, so tests can move it.
 */
export class UrlSigner {
  private readonly key: Uint8Array

  constructor(
    jwtSecret: string,
    private readonly now: () => number,
  ) {
    this.key = createHmac('sha256', jwtSecret).update('local-supabase storage url signing').digest()
  }

  /** A token for `claims`, valid for `expiresIn` seconds. */
  sign(claims: SignedClaims, expiresIn: number): Promise<string> {
    const iat = Math.floor(this.now() / 1000)
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + expiresIn)
      .sign(this.key)
  }

  /** Checks a token for `scope` on `<bucket>/<name>`; throws Storage's failures otherwise. */
  async verify(token: string, scope: SignedScope, url: string): Promise<SignedClaims> {
    let payload: Record<string, unknown>
    try {
      ;({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      }))
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw failures.expiredSignature()
      throw failures.invalidJwt('invalid signature')
    }
    if (payload.scope !== scope) throw failures.invalidSignature(`Token is not scoped for ${scope}`)
    if (payload.url !== url) throw failures.invalidSignature()
    return {
      url,
      scope,
      ...(typeof payload.owner === 'string' ? { owner: payload.owner } : {}),
      upsert: payload.upsert === true,
    }
  }
}

/** Checks the `?token=` of a signed URL for `scope` on `<bucket>/<name>`. */
export function verifiedToken(
  c: Context,
  deps: { signer: UrlSigner },
  scope: SignedScope,
  bucket: string,
  name: string,
): Promise<SignedClaims> {
  const token = c.req.query('token')
  if (!token) throw failures.missingParameter('token')
  return deps.signer.verify(token, scope, `${bucket}/${name}`)
}
