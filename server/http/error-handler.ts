import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorKey } from '../../src/domain/error-key';
import type { ErrorBody } from '../../src/domain/validation';
import { HttpError } from '../errors';
import { inputViolation, violationError } from './db-errors';

/** Fastify's own errors that are the client's fault, by code, with our translation key. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: ErrorKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'payloadTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'badRequest' },
};

const MESSAGE_BY_STATUS: Record<number, ErrorKey> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
};

function toResponse(error: FastifyError | HttpError | Error): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const known = FASTIFY_CLIENT_ERRORS[code];
  if (known) return { status: known.status, body: { message: known.message } };
  // A statement the input broke outside a collection's writes (which name their constraints).
  const violation = inputViolation(error);
  if (violation) return { status: 422, body: { message: 'validationFailed', errors: [violationError(violation)] } };
  // JSON.parse failures that reach us without Fastify's code (a custom parser, say).
  if (error instanceof SyntaxError) return { status: 400, body: { message: 'invalidJson' } };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return { status, body: { message: MESSAGE_BY_STATUS[status] ?? 'badRequest' } };
  return { status: 500, body: { message: 'serverError' } };
}

/**
 * The one place errors become HTTP (docs/architecture.md §6): `{message, errors?}` with a translation key,
 * never a stack trace or an internal message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: what it refuses before any route runs (a URL that does not
 * decode, `FST_ERR_BAD_URL`) answers in our shape too, without echoing the URL.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toResponse(error);
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses (headers too large, a
 * request too slow to arrive, bytes that are not HTTP) gets `{message}` with a translation key,
 * as Fastify's default handler does it but in our shape; a reset connection gets nothing.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: MESSAGE_BY_STATUS[status] ?? 'badRequest' } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
