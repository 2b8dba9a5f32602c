import type { Resolvers } from '../generated/resolvers-types.ts';
import { loadProfile, updateProfile } from './profile-provider.ts';
import { changePassword } from './password-change.ts';
import {
  loadProfileUpdateRequest,
  loadProfileUpdateRequests,
  resolveProfileUpdateRequest,
} from './requests-provider.ts';

export const profileResolvers: Resolvers = {
  Query: {
    profile: (_parent, _args, context) => loadProfile(context),
    profileUpdateRequests: (_parent, { input }, context) => loadProfileUpdateRequests(context, input),
    profileUpdateRequest: (_parent, { id }, context) => loadProfileUpdateRequest(context, id),
  },
  Mutation: {
    updateProfile: (_parent, { input }, context) => updateProfile(context, input),
    changePassword: (_parent, { input }, context) => changePassword(context, input),
    resolveProfileUpdateRequest: (_parent, { input }, context) => resolveProfileUpdateRequest(context, input),
  },
};
