import { parentPort } from 'node:worker_threads';
import { createApiDocument } from './api-document';

// Runs in a worker thread: its own mock data, so making the document never touches the data the
// server answers from.
parentPort?.postMessage(await createApiDocument());
