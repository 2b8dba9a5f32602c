// The part of autocannon's API the benchmark scripts use (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  };
  namespace autocannon {
    type Result = {
      requests: { total: number; average: number };
      latency: { p50: number; p99: number };
      errors: number;
      non2xx: number;
    };
  }
  function autocannon(options: Options, done: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
