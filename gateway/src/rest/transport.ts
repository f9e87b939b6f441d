/**
 * What a REST client bound to one request needs from the connection (./Upstream implements it): one
 * JSON call, and one streamed call. Apart from ./Upstream so that the clients built on it
 * (./RestRequest, ./calls, ./UndiciLibraryFiles) do not import the class that constructs them.
 */
import type { Readable } from 'node:stream';
import type { BodyEncoding } from '@library/api/contract';
import type { RestPassThrough } from './LibraryApi';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A streamed request body: sent as it is read. */
export interface StreamedBody {
  stream: Readable;
  contentType: string;
  contentEncoding: BodyEncoding;
}

export interface RestTransport {
  /** One JSON call: the parsed JSON of a 2xx answer; rejects with a GraphQLError of ../errors otherwise. */
  call(
    method: Method,
    path: string,
    requestId: string,
    credentials: Record<string, string>,
    body?: unknown,
  ): Promise<unknown>;
  /** One streamed call (the CSV routes): the answer's body handed on unread. */
  stream(
    method: 'GET' | 'POST',
    path: string,
    requestId: string,
    accept: string,
    credentials: Record<string, string>,
    body?: StreamedBody,
  ): Promise<RestPassThrough>;
}
