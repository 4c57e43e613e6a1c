import { makeApiDocument } from '../openapi/api-document';

let made: ReturnType<typeof makeApiDocument> | undefined;

/**
 * The API document and its operations, made once for the test files that share a worker (making it
 * sends every call and every scenario). The data is reseeded after it; a file that changes the data
 * reseeds it itself.
 */
export function sharedApiDocument(): ReturnType<typeof makeApiDocument> {
  made ??= makeApiDocument();
  return made;
}
