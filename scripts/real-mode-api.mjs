// Where the real-mode build's API is: the Node mock server that the end-to-end suite, the bench and
// the size check start, and that their real-mode build is built against.
export const realModeApiPort = 4013;
export const realModeApi = `http://127.0.0.1:${realModeApiPort}`;
