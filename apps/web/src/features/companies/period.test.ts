import { describe, expect, it } from 'vitest';
import { reportCsvHref, reportPeriod } from './period.ts';

describe('report period', () => {
  it('defaults to the current month up to today', () => {
    expect(reportPeriod(null, null, '2026-11-27')).toEqual({
      dataInicial: '2026-11-01',
      dataFinal: '2026-11-27',
    });
  });

  it('takes the URL period only when both dates are given and in order', () => {
    expect(reportPeriod('2026-10-01', '2026-10-31', '2026-11-27')).toEqual({
      dataInicial: '2026-10-01',
      dataFinal: '2026-10-31',
    });
    expect(reportPeriod('2026-10-31', '2026-10-01', '2026-11-27').dataInicial).toBe('2026-11-01');
    expect(reportPeriod('31/10/2026', '2026-11-01', '2026-11-27').dataInicial).toBe('2026-11-01');
  });

  it('links the CSV of the period and grouping', () => {
    expect(reportCsvHref({ dataInicial: '2026-11-01', dataFinal: '2026-11-27' }, 'centroCusto')).toBe(
      '/api/empresa/relatorios/uso.csv?dataInicial=2026-11-01&dataFinal=2026-11-27&agrupamento=centroCusto',
    );
  });
});
