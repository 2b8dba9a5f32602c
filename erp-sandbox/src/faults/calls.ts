/** Request counts by route template, for tests asserting how often the gateway called the ERP. */
export class CallCounter {
  total = 0;
  private byRoute: Record<string, number> = {};

  count(routeKey: string): void {
    this.total++;
    this.byRoute[routeKey] = (this.byRoute[routeKey] ?? 0) + 1;
  }

  snapshot(): { total: number; byRoute: Record<string, number> } {
    return { total: this.total, byRoute: { ...this.byRoute } };
  }

  reset(): void {
    this.total = 0;
    this.byRoute = {};
  }
}
