import { HttpError, reply } from '../http/router.ts';
import { validateFaults } from './faults.ts';
import type { App, Route } from '../app.ts';

/** Test-only control endpoints; public (no token) and never counted or faulted. */
export function controlRoutes(app: App): Route[] {
  return [
    { method: 'GET', template: '/__sandbox/faults', auth: false, handler: () => app.faults.list() },
    {
      method: 'PUT',
      template: '/__sandbox/faults',
      auth: false,
      handler: (ctx) => {
        try {
          app.faults.set(validateFaults(ctx.body));
        } catch (err) {
          throw new HttpError(400, (err as Error).message);
        }
        return app.faults.list();
      },
    },
    {
      method: 'DELETE',
      template: '/__sandbox/faults',
      auth: false,
      handler: () => {
        app.faults.clear();
        return reply(204);
      },
    },
    { method: 'GET', template: '/__sandbox/calls', auth: false, handler: () => app.calls.snapshot() },
    {
      method: 'DELETE',
      template: '/__sandbox/calls',
      auth: false,
      handler: () => {
        app.calls.reset();
        return reply(204);
      },
    },
  ];
}
