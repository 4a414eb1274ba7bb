// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p90: number; p99: number; max: number }
  interface Result { latency: Histogram; requests: Histogram & { total: number }; errors: number; timeouts: number; non2xx: number }
  interface Options { url: string; connections?: number; duration?: number; headers?: Record<string, string>; method?: string }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
