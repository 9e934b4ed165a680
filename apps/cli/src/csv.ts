/** The CSV reader and writer are shared with the web app (packages/domain): batch files and portfolios. */
export { type CsvFile, type CsvRecord, csvField, csvLine, decodeCsv, parseCsv } from '@certidao/domain';
