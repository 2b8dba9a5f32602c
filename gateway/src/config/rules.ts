// Rules over several variables, and production's: what each variable accepts alone is in
// variables.ts. Each problem names the variable an operator changes to fix it.
import { MIN_SECRET_LENGTH, type Environment } from './variables.ts';

export type Problem = { variable: string; problem: string };

export const combinationProblems = (env: Environment): Problem[] => {
  const problems: Problem[] = [];
  if ((env.REDIS_SENTINELS === undefined) !== (env.REDIS_MASTER_NAME === undefined))
    problems.push({
      variable: env.REDIS_SENTINELS === undefined ? 'REDIS_SENTINELS' : 'REDIS_MASTER_NAME',
      problem: 'REDIS_SENTINELS and REDIS_MASTER_NAME go together: set both, or neither',
    });
  if (env.NODE_ENV !== 'production') return problems;
  // Replicas must sign and read the same cookies: a secret made up by each process splits them.
  if (env.SESSION_SECRET === undefined)
    problems.push({
      variable: 'SESSION_SECRET',
      problem: `required in production: the same random value of at least ${MIN_SECRET_LENGTH} characters on every replica (e.g. openssl rand -hex 32)`,
    });
  else if (env.SESSION_SECRET.length < MIN_SECRET_LENGTH)
    problems.push({
      variable: 'SESSION_SECRET',
      problem: `too short for production: at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`,
    });
  if (env.COOKIE_SECURE === false)
    problems.push({
      variable: 'COOKIE_SECURE',
      problem: 'cannot be off in production: the session cookie would travel over plain HTTP',
    });
  if (env.OPEN_BROWSE !== false && env.OPEN_BROWSE_PASSWORD === undefined)
    problems.push({
      variable: 'OPEN_BROWSE_PASSWORD',
      problem: 'required in production while open browse is on (set it, or OPEN_BROWSE=off)',
    });
  return problems;
};
