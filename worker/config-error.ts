/** Thrown when the deployment itself is misconfigured (a var, a tenant setting), not a visitor error; its message names the setting and the fix. */
export class ConfigError extends Error {}
