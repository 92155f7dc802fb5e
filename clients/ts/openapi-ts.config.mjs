// @hey-api/openapi-ts configuration: a fetch client with types and SDK functions,
// generated from the served document into gen/heyapi (.ci/run, task clients).
export default {
  input: '../../docs/api/openapi.json',
  output: { path: 'gen/heyapi', importFileExtension: '.js' },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
};
