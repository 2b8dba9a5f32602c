import type { Resolvers } from '../generated/resolvers-types.ts';
import { brandFor } from './brand.ts';
import { sendContactMessage } from './contact-provider.ts';
import { subscribeToNewsletter } from './newsletter.ts';
import { locations, resourceDocuments, strategicSourcing } from './static-content.ts';
import { regionalSiteFor } from './regional-site.ts';
import { thirdPartyScripts } from './third-party-scripts.ts';
import { shopperReviews } from './shopper-reviews.ts';

export const contentResolvers: Resolvers = {
  Query: {
    storeBrand: (_parent, _args, context) => brandFor(context.storeOrigin, context.config.storeBrand),
    locations: (_parent, _args, context) => locations(context),
    resourceDocuments: (_parent, { collection }, context) => resourceDocuments(context, collection),
    regionalSite: async (_parent, _args, context) => regionalSiteFor(await context.visitorCountry()),
    strategicSourcing: (_parent, _args, context) => strategicSourcing(context),
    thirdPartyScripts: (_parent, _args, context) => thirdPartyScripts(context),
    contactMapUrl: (_parent, _args, context) => context.config.contactMapUrl ?? null,
    shopperReviews: (_parent, { first }, context) => shopperReviews(context, first ?? 3),
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, context) => sendContactMessage(context, input),
    subscribeToNewsletter: (_parent, { input }, context) => subscribeToNewsletter(context, input),
  },
};
