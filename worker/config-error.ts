/** Thrown when the deployment itself is misconfigured (a var, a tenant setting), not a visitor error; its message names the setting and the fix. */
export class ConfigError extends Error {}

/** One problem of a config or content file, found at build time (`npm run check`) and printed with its file and field. */
export interface ConfigProblem {
  file: string;
  /** Field path inside the file, such as `theme.primary` or `subtenants.1.host`; `body` or `(file)` for content. */
  path: string;
  message: string;
}
