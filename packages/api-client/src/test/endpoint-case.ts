import type { ApiClient } from '../create-api-client';

/** One call of the client and what the server must receive for it. */
export interface EndpointCase {
  /** 'group.method', plus a variant note when one call has several. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  call: (api: ApiClient) => Promise<unknown>;
  /** The JSON the server answers (none when undefined). */
  reply?: unknown;
  /** True for the five public calls: no Authorization header. */
  public?: boolean;
  /** The exact query expected (none by default). */
  query?: Record<string, unknown>;
  /** The JSON body expected (none by default). */
  json?: unknown;
  /** The multipart parts expected (files as `{file, type, text}`). */
  form?: Record<string, unknown>;
  /** What the call resolves to. */
  result?: unknown;
}

export const photo = () => new File(['png bytes'], 'photo.png', { type: 'image/png' });
export const secondPhoto = () => new File(['other bytes'], 'second.png', { type: 'image/png' });
export const clip = () => new File(['mp4 bytes'], 'clip.mp4', { type: 'video/mp4' });

export const photoPart = { file: 'photo.png', type: 'image/png', text: 'png bytes' };
export const clipPart = { file: 'clip.mp4', type: 'video/mp4', text: 'mp4 bytes' };
