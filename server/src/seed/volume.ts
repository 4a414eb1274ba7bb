// The demo's long histories (the exchange's and the OTC desk's ledgers) at the run's volume: `npm start` makes half a
// year of them; a test server that needs a row of each resource makes a slice (BuildOptions.seed `volume`).
export function atVolume(ctx: { volume: number }, count: number): number {
  return Math.max(1, Math.round(count * ctx.volume));
}
