import { MPEGDecoder } from 'mpg123-decoder'

/** What decoding an MP3 found. */
export interface DecodedAudio {
  /** Length of the decoded audio in ms. */
  durationMs: number
  sampleRate: number
  /** Decoded samples per channel. */
  samples: number
}

/**
 * Decodes MP3 bytes (mpg123, WebAssembly) to learn their real length and to prove they are audio:
 * a provider's reply is stored only when it decodes, and tests measure what the voices produce.
 * @returns `null` when nothing decodes.
 */
export async function decodeMp3(bytes: Uint8Array): Promise<DecodedAudio | null> {
  const decoder = new MPEGDecoder()
  await decoder.ready
  try {
    const result = decoder.decode(bytes)
    if (result.samplesDecoded === 0 || result.sampleRate === 0) return null
    return {
      durationMs: Math.round((result.samplesDecoded / result.sampleRate) * 1000),
      sampleRate: result.sampleRate,
      samples: result.samplesDecoded,
    }
  } finally {
    decoder.free()
  }
}
