import { createApiClient, createMemoryTokenStore, type ApiClient, type TokenStore } from '@causeway/api-client';
import { demo } from '../seed/demo';

export const baseUrl = 'https://api.causeway.test';

export interface TestClient {
  api: ApiClient;
  tokens: TokenStore;
}

/** A client of the mock backend, signed in as the demo user unless told otherwise. */
export async function signedInClient(login: { email: string; password: string } | null = demo): Promise<TestClient> {
  const tokens = createMemoryTokenStore();
  const api = createApiClient({ baseUrl, tokens });
  if (login) await api.users.login({ email: login.email, password: login.password });
  return { api, tokens };
}

/** The error a promise rejects with, or the value it resolves to. */
export async function settle(promise: Promise<unknown>): Promise<{ value: unknown } | { error: unknown }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}

export function photoFile(name = 'harbour.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
}

export function videoFile(name = 'reel.mp4'): File {
  return new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], name, { type: 'video/mp4' });
}
