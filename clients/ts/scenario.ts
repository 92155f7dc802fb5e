// Shared by the two TypeScript scenarios: where the server is, and a failing step.

/** The running server, its token and a demo record to render, from the environment. */
export const env = {
  url: required('ROADCASE_URL'),
  token: required('ROADCASE_TOKEN'),
  recordId: required('ROADCASE_RECORD_ID'),
};

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

/** Fails the scenario with what went wrong. */
export function fail(step: string, detail: unknown): never {
  throw new Error(`${step}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
}

declare const process: { env: Record<string, string | undefined> };
