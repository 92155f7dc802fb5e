// Drives the client @hey-api/openapi-ts generates from docs/api/openapi.json (into
// gen/heyapi, unedited) through the documents domain: list, contract, render from
// the sample, render from a demo record, and the errors[] of a 422.
import { client } from './gen/heyapi/client.gen.js';
import { getDocumentType, getReport, listDocumentTypes, renderDocument } from './gen/heyapi/sdk.gen.js';
import type { DocumentTypeKey, ReportCell } from './gen/heyapi/types.gen.js';
import { env, fail } from './scenario.js';

client.setConfig({ baseUrl: env.url, headers: { Authorization: `Bearer ${env.token}` } });

const list = await listDocumentTypes();
if (!list.data || list.data.data.length !== 29) fail('list', list.error ?? list.response.status);
console.log(`list: ${list.data.data.length} types, first ${list.data.data[0]?.key} (${list.data.data[0]?.category})`);

const key: DocumentTypeKey = 'day-sheet';
const contract = await getDocumentType({ path: { type: key } });
if (!contract.data) fail('contract', contract.error);
console.log(`contract: ${contract.data.title}, ${contract.data.merge_fields.length} merge fields, accepts ${contract.data.record_kinds.join(', ')}`);

const page = await renderDocument({ path: { type: key }, body: { data: contract.data.sample } });
if (typeof page.data !== 'string' || !page.data.startsWith('<!DOCTYPE html>')) fail('render from the sample', page.error ?? page.response.status);
console.log(`render from the sample: ${page.data.length} characters of HTML, Cache-Control ${page.response.headers.get('Cache-Control')}`);

const fromRecord = await renderDocument({ path: { type: key }, body: { record_id: env.recordId } });
if (typeof fromRecord.data !== 'string') fail('render from a record', fromRecord.error);
console.log(`render from record ${env.recordId}: ${fromRecord.data.length} characters of HTML`);

const invalid = await renderDocument({ path: { type: key }, body: { data: { time_zone: 'Mars/Olympus' } } });
const problem = invalid.error;
if (invalid.response.status !== 422 || !problem || !problem.errors?.length) fail('422', problem ?? invalid.response.status);
console.log(`422 ${problem.code}: ${problem.errors.length} errors, first ${problem.errors[0]?.pointer}: ${problem.errors[0]?.detail}`);

// A report's rows are maps of ReportCell (string | null | number | boolean).
const report = await getReport({ path: { key: 'tour_pnl' } });
// The answer is JSON or CSV by Accept; asked without, it is the JSON.
const result = typeof report.data === 'object' ? report.data : undefined;
const firstRow = result?.rows[0];
const firstColumn = result?.columns[0]?.key ?? '';
const cell: ReportCell | undefined = firstRow?.[firstColumn];
if (!result || typeof cell !== 'string' || Object.keys(firstRow ?? {}).length !== result.columns.length) fail('report', report.error ?? cell);
console.log(`report: ${result.rows.length} rows, ${firstColumn} = ${cell}`);
