// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
    type Options = {
      url: string;
      method?: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      body?: string;
      /** Each request in turn; setupRequest may change it per send (return it). */
      requests?: { setupRequest?: (request: Request) => Request }[];
    };
    type Histogram = { average: number; p50: number; p99: number };
    type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
