import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { ImageRequest, OutputFormat } from './images.ts'

/** Converts a master's bytes as asked (convert.ts in this process, or ConverterProcess in another). */
export type Convert = (input: Buffer, request: ImageRequest, format: OutputFormat) => Promise<Buffer>

export type ConversionJob = { id: number; input: Uint8Array; request: ImageRequest; format: OutputFormat }
export type ConversionAnswer = { id: number; body: Uint8Array } | { id: number; error: string }

const CHILD = fileURLToPath(new URL('./converter-process.ts', import.meta.url))

type Pending = { resolve: (body: Buffer) => void; reject: (error: Error) => void }
type Running = { process: ChildProcess; pending: Map<number, Pending> }

export type ConverterProcessOptions = {
  /** How long the process stays after its last conversion (ms); a later conversion starts a new one. */
  idleMs?: number | undefined
}

/**
 * Image conversions in a child process of their own, so that sharp (libvips, its libraries and its
 * thread pool: 30–40 MB resident, more while it works) never enters the store's process. Each
 * conversion is made once and kept on disk (ImageStore), so the process lives only while new
 * conversions come in: it starts with the first, and leaves once it has been idle for `idleMs`. A
 * process that dies fails the conversions it held (the route answers with the placeholder), and the
 * next conversion starts a new one. docs/operations.md, "What a process keeps in memory".
 */
export class ConverterProcess {
  readonly idleMs: number
  /** Processes started so far: for tests and metrics. */
  started = 0
  #running: Running | undefined
  #nextId = 1
  #idle: NodeJS.Timeout | undefined

  constructor(options: ConverterProcessOptions = {}) {
    this.idleMs = options.idleMs ?? 60_000
  }

  /** The child's process id while one runs. */
  get pid(): number | undefined {
    return this.#running?.process.pid
  }

  readonly convert: Convert = (input, request, format) =>
    new Promise<Buffer>((resolve, reject) => {
      const running = this.#start()
      const id = this.#nextId++
      running.pending.set(id, { resolve, reject })
      clearTimeout(this.#idle)
      // a conversion in flight keeps the store's event loop alive; an idle converter does not
      running.process.channel?.ref()
      const job: ConversionJob = { id, input, request, format }
      running.process.send(job, (error) => {
        if (error) this.#settle(running, id, { id, error: `the image converter did not take the job: ${error.message}` })
      })
    })

  /** Stops the child process, failing what it still held; resolves once it has left. */
  async close(): Promise<void> {
    clearTimeout(this.#idle)
    const running = this.#running
    if (!running) return
    this.#running = undefined
    const exited = new Promise<void>((resolve) => running.process.once('exit', () => resolve()))
    if (running.process.exitCode === null && running.process.signalCode === null) {
      if (running.process.connected) running.process.disconnect()
      else running.process.kill('SIGTERM')
      await exited
    }
  }

  #start(): Running {
    if (this.#running) return this.#running
    // no inspector, profiler or loader flags of the store's own command line
    const child = fork(CHILD, [], { serialization: 'advanced', execArgv: [] })
    const running: Running = { process: child, pending: new Map() }
    this.started += 1
    this.#running = running
    child.on('message', (answer: ConversionAnswer) => this.#settle(running, answer.id, answer))
    const fail = (reason: string) => {
      if (this.#running === running) this.#running = undefined
      for (const [id] of running.pending) this.#settle(running, id, { id, error: reason })
    }
    child.on('error', (error) => fail(`the image converter failed: ${error.message}`))
    child.on('exit', (code, signal) => fail(`the image converter stopped (${signal ?? `exit code ${code}`})`))
    return running
  }

  #settle(running: Running, id: number, answer: ConversionAnswer) {
    const waiting = running.pending.get(id)
    if (!waiting) return
    running.pending.delete(id)
    if ('error' in answer) waiting.reject(new Error(answer.error))
    else waiting.resolve(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength))
    if (running.pending.size > 0 || this.#running !== running) return
    running.process.channel?.unref()
    clearTimeout(this.#idle)
    this.#idle = setTimeout(() => void this.close(), this.idleMs).unref()
  }
}
