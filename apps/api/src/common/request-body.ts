import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { API_ERRORS } from '@chronicle/contracts';

/**
 * How much of a request body Chronicle reads: `maxBytes` of the body itself, and — when it comes
 * compressed — `maxCompressedBytes` of what was sent. Both are checked while the body streams in,
 * so a body past either limit is refused (413) without being held in memory.
 */
export type BodyLimits = { maxBytes: number; maxCompressedBytes: number };

const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** Whether the request carries a body at all (a length above zero, or chunked). */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Reads a request body within `limits`, decoding `Content-Encoding` (gzip, deflate, br). Each
 * decoded chunk also goes to `onChunk` as it arrives (a webhook's HMAC is computed that way).
 * An unknown encoding answers 415, a corrupt one 400, a body past a limit 413 — never a 500.
 */
export async function readRequestBody(request: IncomingMessage, limits: BodyLimits, onChunk?: (chunk: Buffer) => void): Promise<Buffer> {
  const encoding = String(request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder = encoding === 'identity' || encoding === '' ? null : DECODERS[encoding];
  if (decoder === undefined) {
    throw new HttpException(
      { statusCode: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'The request body is compressed in a way Chronicle does not read; send it as is, or with gzip, deflate or br.' },
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    );
  }
  const sentLimit = decoder ? limits.maxCompressedBytes : limits.maxBytes;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > sentLimit) throw tooLarge();

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let sentBytes = 0;
    let decodedBytes = 0;
    let settled = false;
    const stream = decoder ? decoder() : null;

    const settle = (error: HttpException | null) => {
      if (settled) return;
      settled = true;
      request.off('data', onSent).off('end', onSentEnd).off('error', onReadError).off('aborted', onReadError);
      if (!error) return resolve(Buffer.concat(chunks));
      stream?.destroy();
      // The rest of the body is discarded unread (not destroyed), so the 4xx answer still reaches the client.
      request.resume();
      reject(error);
    };
    const onDecoded = (chunk: Buffer) => {
      decodedBytes += chunk.length;
      if (decodedBytes > limits.maxBytes) return settle(tooLarge());
      onChunk?.(chunk);
      chunks.push(chunk);
    };
    const onSent = (chunk: Buffer) => {
      sentBytes += chunk.length;
      if (sentBytes > sentLimit) return settle(tooLarge());
      if (stream) stream.write(chunk);
      else onDecoded(chunk);
    };
    const onSentEnd = () => (stream ? stream.end() : settle(null));
    const onReadError = () => settle(new BadRequestException('The request body could not be read to its end.'));

    if (stream) {
      stream.on('data', onDecoded);
      stream.on('end', () => settle(null));
      stream.on('error', () => settle(new BadRequestException(`The request body could not be decompressed: it is not valid ${encoding}.`)));
    }
    request.on('data', onSent).on('end', onSentEnd).on('error', onReadError).on('aborted', onReadError);
  });
}

function tooLarge(): HttpException {
  return new HttpException({ statusCode: HttpStatus.PAYLOAD_TOO_LARGE, message: API_ERRORS.bodyTooLarge }, HttpStatus.PAYLOAD_TOO_LARGE);
}
