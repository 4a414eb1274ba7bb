// `/static/seed/<name>.svg`: the demo images (seed/images.ts), drawn here from the name: a rounded tile in a colour
// taken from the name's hash with its first letters. Deterministic, so they are cached for good.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SEED_IMAGE_PREFIX } from '../seed/images.ts';

const NAME = /^([a-z0-9-]{1,40})\.svg$/;

function seedImage(name: string): string {
  const hash = createHash('sha256').update(name).digest();
  const hue = Math.round((hash.readUInt16BE(0) / 65536) * 360);
  const words = name.split('-').filter(Boolean);
  const letters = (words.length > 1 ? words.map((w) => w[0]).join('') : (words[0] ?? '?')).slice(0, 3).toUpperCase();
  const size = letters.length > 2 ? 22 : 28;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${name}">` +
    `<rect width="64" height="64" rx="14" fill="hsl(${hue} 62% 46%)"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="600" fill="#fff">${letters}</text>` +
    `</svg>`
  );
}

export function registerSeedImages(app: FastifyInstance): void {
  app.get(`${SEED_IMAGE_PREFIX}:file`, async (request, reply) => {
    const match = NAME.exec((request.params as { file: string }).file);
    if (!match) return reply.code(404).type('text/plain').send('not found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(seedImage(match[1]!));
  });
}
