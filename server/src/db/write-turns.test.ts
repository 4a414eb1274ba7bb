import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { describe, expect, it } from 'vitest';
import { serveWriteTurns } from './write-turns.ts';

/** A worker as the primary sees it: what it sends, and what it is sent. */
function fakeWorker() {
  const emitter = new EventEmitter();
  const granted: number[] = [];
  const worker = Object.assign(emitter, {
    send: (message: { type: string; id: number }) => {
      if (message.type === 'wallet-admin:write-turn-granted') granted.push(message.id);
      return true;
    },
  }) as unknown as Worker;
  const say = (type: 'ask' | 'done', id: number) =>
    emitter.emit('message', { type: type === 'ask' ? 'wallet-admin:write-turn' : 'wallet-admin:write-turn-done', id });
  return { worker, granted, say, exit: () => emitter.emit('exit', null, 'SIGKILL') };
}

describe('write turns of the workers of one SQLite file (the primary)', () => {
  it('grants one turn at a time, first asked first served, across workers', () => {
    const a = fakeWorker();
    const b = fakeWorker();
    serveWriteTurns(a.worker);
    serveWriteTurns(b.worker);
    a.say('ask', 1);
    b.say('ask', 1);
    a.say('ask', 2);
    expect([a.granted, b.granted]).toEqual([[1], []]);
    a.say('done', 1);
    expect([a.granted, b.granted]).toEqual([[1], [1]]);
    b.say('done', 1);
    expect([a.granted, b.granted]).toEqual([[1, 2], [1]]);
    a.say('done', 2);
  });

  it('passes the turn on when its holder dies mid-write, and forgets a dead worker’s asks', () => {
    const a = fakeWorker();
    const b = fakeWorker();
    const c = fakeWorker();
    for (const w of [a, b, c]) serveWriteTurns(w.worker);
    a.say('ask', 1);
    b.say('ask', 1);
    c.say('ask', 1);
    b.exit(); // waiting, not holding: its ask goes
    a.exit(); // holding: the next in line gets the turn
    expect(c.granted).toEqual([1]);
    expect(b.granted).toEqual([]);
    c.say('done', 1);
  });

  it('lets a write that gave up waiting leave the line without holding anyone up', () => {
    const a = fakeWorker();
    const b = fakeWorker();
    serveWriteTurns(a.worker);
    serveWriteTurns(b.worker);
    a.say('ask', 1);
    b.say('ask', 7);
    b.say('done', 7); // b's wait ended (its bound) before its turn came
    a.say('done', 1);
    expect(b.granted).toEqual([]);
    a.say('ask', 2);
    expect(a.granted).toEqual([1, 2]);
    a.say('done', 2);
  });
});
