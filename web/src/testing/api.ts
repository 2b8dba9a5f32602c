import { graphql } from 'msw/graphql';

/** Absolute: Node's fetch (under jsdom) cannot resolve the app's relative '/graphql'. */
export const GRAPHQL_URL = 'http://localhost/graphql';
export const api = graphql.link(GRAPHQL_URL);
