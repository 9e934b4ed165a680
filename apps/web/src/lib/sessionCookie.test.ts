import { describe, expect, it } from 'vitest';
import { parseSessionSummary } from './sessionCookie.ts';

/** The cookie as @fastify/cookie writes it: the JSON summary, URI-encoded. */
const cookieOf = (summary: unknown) => `user_data=${encodeURIComponent(JSON.stringify(summary))}`;

describe('parseSessionSummary', () => {
  it('reads the first name and role among other cookies', () => {
    const summary = {
      id: 'u1',
      firstName: 'Beatriz',
      lastName: 'Moraes',
      fullName: 'Beatriz Moraes',
      role: 'user',
    };
    expect(parseSessionSummary(`sidebar_state=true; ${cookieOf(summary)}; outro=1`)).toEqual({
      firstName: 'Beatriz',
      role: 'user',
    });
  });

  it('keeps accents and spaces encoded by the server', () => {
    expect(parseSessionSummary(cookieOf({ firstName: 'João Ávila', role: 'admin' }))).toEqual({
      firstName: 'João Ávila',
      role: 'admin',
    });
  });

  it('is null without the cookie, with a cleared one, or with one that is not a summary', () => {
    expect(parseSessionSummary('')).toBeNull();
    expect(parseSessionSummary('other_user_data=x')).toBeNull();
    expect(parseSessionSummary('user_data=')).toBeNull();
    expect(parseSessionSummary('user_data=%7Bnot-json')).toBeNull();
    expect(parseSessionSummary('user_data=%E0%A4%A')).toBeNull();
    expect(parseSessionSummary(cookieOf({ role: 'user' }))).toBeNull();
    expect(parseSessionSummary(cookieOf(null))).toBeNull();
  });
});
