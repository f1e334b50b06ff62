// The image converter's own process (converter.ts starts it): it reads conversion jobs from its parent
// over the IPC channel, converts each with sharp and answers with the bytes or the error's message.
// It leaves when its parent disconnects (the store stopped, or the converter was idle).
import { convert } from './convert.ts'
import type { ConversionJob, ConversionAnswer } from './converter.ts'

function answer(message: ConversionAnswer) {
  // a parent that has gone cannot be answered; the disconnect below ends this process
  if (process.connected) process.send?.(message, undefined, {}, () => undefined)
}

process.on('message', (job: ConversionJob) => {
  convert(Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength), job.request, job.format).then(
    (body) => answer({ id: job.id, body }),
    (error: unknown) => answer({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  )
})
process.on('disconnect', () => process.exit(0))
