import { Worker } from 'node:worker_threads';
import type { OpenApiDocument } from './api-document';

/**
 * Makes the API document in a worker thread, with mock data of its own, while the server already
 * answers (making it takes a few seconds: every call and every scenario is sent once).
 */
export function apiDocumentInWorker(): Promise<OpenApiDocument> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./document-worker.ts', import.meta.url));
    worker.once('message', (document: OpenApiDocument) => {
      resolve(document);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The API document worker stopped (exit code ${code}).`)));
  });
}
