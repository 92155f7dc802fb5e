// Drives openapi-fetch with the types openapi-typescript generates from
// docs/api/openapi.json (into gen/openapi-typescript, unedited) through the
// documents domain: list, contract, render from the sample, render from a demo
// record, and the errors[] of a 422.
//
// openapi-fetch parses every successful body as JSON unless the call says
// otherwise: it never reads Content-Type, so no document can change that. The
// render calls therefore pass parseAs: 'text', openapi-fetch's own option for
// non-JSON bodies, and the document's text/html answer types data as a string.
import createClient from 'openapi-fetch';
import type { components, paths } from './gen/openapi-typescript/schema.js';
import { env, fail } from './scenario.js';

const api = createClient<paths>({ baseUrl: env.url, headers: { Authorization: `Bearer ${env.token}` } });

const list = await api.GET('/api/v1/documents');
if (!list.data || list.data.data.length !== 29) fail('list', list.error ?? list.response.status);
console.log(`list: ${list.data.data.length} types, first ${list.data.data[0]?.key} (${list.data.data[0]?.category})`);

const key: components['schemas']['DocumentTypeKey'] = 'day-sheet';
const contract = await api.GET('/api/v1/documents/{type}', { params: { path: { type: key } } });
if (!contract.data) fail('contract', contract.error);
console.log(`contract: ${contract.data.title}, ${contract.data.merge_fields.length} merge fields, accepts ${contract.data.record_kinds.join(', ')}`);

const render = (body: components['schemas']['RenderDocumentRequest']) =>
  api.POST('/api/v1/documents/{type}/render', { params: { path: { type: key } }, body, parseAs: 'text' });

const page = await render({ data: contract.data.sample });
if (typeof page.data !== 'string' || !page.data.startsWith('<!DOCTYPE html>')) fail('render from the sample', page.error ?? page.response.status);
console.log(`render from the sample: ${page.data.length} characters of HTML, Cache-Control ${page.response.headers.get('Cache-Control')}`);

const fromRecord = await render({ record_id: env.recordId });
if (typeof fromRecord.data !== 'string') fail('render from a record', fromRecord.error);
console.log(`render from record ${env.recordId}: ${fromRecord.data.length} characters of HTML`);

const invalid = await render({ data: { time_zone: 'Mars/Olympus' } });
const problem = invalid.error;
if (invalid.response.status !== 422 || !problem?.errors?.length) fail('422', problem ?? invalid.response.status);
console.log(`422 ${problem.code}: ${problem.errors.length} errors, first ${problem.errors[0]?.pointer}: ${problem.errors[0]?.detail}`);

// A report's rows are maps of ReportCell (string | null | number | boolean).
const report = await api.GET('/api/v1/reports/{key}', { params: { path: { key: 'tour_pnl' } } });
// The answer is JSON or CSV by Accept; asked without, it is the JSON.
const result = typeof report.data === 'object' ? report.data : undefined;
const firstRow = result?.rows[0];
const firstColumn = result?.columns[0]?.key ?? '';
const cell: components['schemas']['ReportCell'] | undefined = firstRow?.[firstColumn];
if (!result || typeof cell !== 'string' || Object.keys(firstRow ?? {}).length !== result.columns.length) fail('report', report.error ?? cell);
console.log(`report: ${result.rows.length} rows, ${firstColumn} = ${cell}`);
