/**
 * Build work done beside the build's main thread: the functions of one TypeScript module called
 * in a worker thread, which loads the module as Docusaurus loads the site's plugins (with jiti).
 * The worker starts at the first call, does not keep the process alive, and stops once no call has
 * been waiting for `idleMs` (its memory given back), to start again at the next call; while held
 * (`hold`), it waits between calls however long.
 */
import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';

const SCRIPT = `
const {parentPort, workerData} = require('node:worker_threads');
const module = require(workerData.jiti)(workerData.file)(workerData.file);
parentPort.on('message', ({id, name, args}) => {
  Promise.resolve()
    .then(() => module[name](...args))
    .then(
      (value) => parentPort.postMessage({id, value}),
      (error) => parentPort.postMessage({id, error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
    );
});
`;

type Call = {resolve: (value: unknown) => void; reject: (error: Error) => void};
type Reply = {id: number; value?: unknown; error?: string};

export class ModuleWorker {
  private worker: Worker | undefined;
  private readonly calls = new Map<number, Call>();
  private nextId = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private holds = 0;

  /** `file`: the module's absolute path. */
  constructor(
    private readonly file: string,
    private readonly idleMs = 0,
  ) {}

  /** `name(...args)` of the module, run in the worker; arguments and result are copied (structured clone). */
  call<R>(name: string, ...args: unknown[]): Promise<R> {
    clearTimeout(this.idleTimer);
    const worker = (this.worker ??= this.start());
    worker.ref();
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.calls.set(id, {resolve: resolve as (value: unknown) => void, reject});
      worker.postMessage({id, name, args});
    });
  }

  /**
   * Keeps the worker between calls, however long they are apart, until the returned function is
   * called: then it stops at once if no call is waiting (else `idleMs` after the last). For work
   * that comes in bursts with longer pauses between them, which would otherwise start the worker,
   * and load what it loads, once per burst.
   */
  hold(): () => void {
    clearTimeout(this.idleTimer);
    this.holds += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.holds -= 1;
      if (this.holds === 0 && this.calls.size === 0 && this.worker) this.stop(this.worker);
    };
  }

  private start(): Worker {
    const workerData = {jiti: createRequire(__filename).resolve('jiti'), file: this.file};
    const worker = new Worker(SCRIPT, {eval: true, workerData});
    worker.on('message', ({id, value, error}: Reply) => {
      const call = this.calls.get(id);
      this.calls.delete(id);
      if (error === undefined) call?.resolve(value);
      else call?.reject(new Error(error));
      if (this.calls.size === 0) this.idle(worker);
    });
    const stopped = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const call of this.calls.values()) call.reject(error);
      this.calls.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the worker running ${this.file} stopped (exit ${code})`)));
    return worker;
  }

  private idle(worker: Worker): void {
    worker.unref();
    if (this.holds > 0) return;
    this.idleTimer = setTimeout(() => this.stop(worker), this.idleMs);
    this.idleTimer.unref();
  }

  private stop(worker: Worker): void {
    if (this.worker !== worker || this.calls.size > 0) return;
    this.worker = undefined;
    void worker.terminate();
  }
}
