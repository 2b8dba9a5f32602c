// The app's parts a feature's test wraps its page in, as app/routes.tsx does: the 404 page a route shows
// for what does not exist, and the guard of guest-only pages. Features never import the app
// (lint:deps); their tests reach these through the test tooling.
export { NotFoundPage } from '../app/pages';
export { GuestOnly } from '../app/GuestOnly';
