import { expect } from '@jest/globals';
import type request from 'supertest';

/** The one error envelope: status, JSON body `{ error: { code, message, details, request_id } }`, the request id echoed, no internals. */
export function expectEnvelope(res: request.Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toEqual({
    error: {
      code,
      message: expect.any(String),
      details: expect.any(Array),
      request_id: expect.any(String),
    },
  });
  expect(res.body.error.request_id).toBe(res.headers['x-request-id']);
  // no library text or stack trace reaches the client
  expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules|SyntaxError|QueryFailedError|\.ts:\d+/);
}
