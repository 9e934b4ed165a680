import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { page } from '../../http/serializers.ts';
import { BoundedMap } from '../../services/boundedMap.ts';

/** A request's id with its version: what a page reads to know which of its kept answers are current. */
export interface Versioned {
  id: string;
  version: string;
}

/**
 * A request's version, read with its id: the transaction ids (xmin) of the request, its owner, its cost centre
 * (whose name the answer shows, so renaming it makes a new version) and each of its certificates. Any write to
 * them makes a new one; a PDF is only ever recorded together with its certificate's update (jobs/delivery.ts),
 * and a ledger row together with its request's creation or its certificate's change of status (a return comes
 * with the cancel or the failure: services/ledger.ts), so either changes it too. Cheap for PostgreSQL (index
 * look-ups), and what makes a cached answer safe across processes: it is used only while its version is the
 * current one.
 */
// Spelt out in SQL: drizzle drops the table name of columns in a one-table select, which inside these
// subqueries would name the inner table's columns instead. A request without a cost centre has '-' in its place.
export const versionSql = sql<string>`concat_ws('.', solicitacoes.xmin,
  (select u.xmin from users u where u.id = solicitacoes.user_id),
  coalesce((select cc.xmin::text from centros_custo cc where cc.id = solicitacoes.centro_custo_id), '-'),
  (select string_agg(c.xmin::text, '.' order by c.id) from certidoes c where c.solicitacao_id = solicitacoes.id),
  case when solicitacoes.avulsa then
    (select string_agg(p.xmin::text, '.' order by p.id) from payments p where p.solicitacao_id = solicitacoes.id)
  end)`;

/** A kept view's memory besides its JSON and version: its key (a UUID and the shape's name) and the map's entry. */
const VIEW_OVERHEAD = 200;

/**
 * The API answers of requests as UTF-8 JSON, kept per request with the version they were built from.
 * A list page reads its requests' versions, then reads and builds only the requests that changed:
 * PGlite pays about a microsecond per field it hands over, so the 400 rows of certificates and PDFs behind a page
 * of 20 cost far more than the answer itself. Kept as bytes: a page is then joined with one copy and sent as is,
 * with no string to encode again for every answer. Bounded: the least recently used go first.
 */
export class RequestViews {
  private readonly views: BoundedMap<string, { version: string; json: Buffer }>;
  /**
   * Bounded by bytes, each view weighed with its key, version and entry (about 200 bytes besides its JSON): a
   * list's view is about 1.3 KB and a whole request's 8 KB or more, so a bound by count fitted to either starves
   * the other. The count bound only caps the map itself.
   */
  constructor({ maxViews = 100_000, maxBytes = 32 * 1024 * 1024 } = {}) {
    this.views = new BoundedMap(maxViews, {
      weigh: (v) => v.json.length + v.version.length + VIEW_OVERHEAD,
      maxWeight: maxBytes,
    });
  }

  /**
   * Each request's JSON bytes, in the given order (none for a request `build` no longer finds: deleted since its
   * version was read); `build` makes the API objects of those not kept from their ids in one statement
   * (service.hydrateIds, or hydrateListIds for the list's items), so a page whose requests are all kept reads no
   * more than their versions.
   */
  async render(
    db: Db,
    rows: Versioned[],
    build: (db: DbOrTx, ids: string[]) => Promise<Array<unknown | undefined>>,
    shape: { name: string; of: (whole: never) => unknown } = { name: '', of: (whole) => whole },
  ): Promise<Array<Buffer | undefined>> {
    const out: Array<Buffer | undefined> = [];
    const missing: number[] = [];
    // Each shape of a request (the whole one, the list's) is kept under its own key with the same version.
    const keyOf = (id: string) => (shape.name ? `${id} ${shape.name}` : id);
    rows.forEach((row, i) => {
      const view = this.views.get(keyOf(row.id), { touch: true });
      if (view?.version === row.version) out[i] = view.json;
      else missing.push(i);
    });
    if (missing.length) {
      // Built after the versions were read, so never older than them: a change in between only makes the next
      // read build it again. `build` reads in one statement, so in one snapshot.
      const built = await build(
        db,
        missing.map((i) => (rows[i] as Versioned).id),
      );
      missing.forEach((i, k) => {
        const whole = built[k];
        if (whole === undefined) return;
        const { id, version } = rows[i] as Versioned;
        const json = Buffer.from(JSON.stringify(shape.of(whole as never)));
        out[i] = json;
        this.views.set(keyOf(id), { version, json });
      });
    }
    return out;
  }
}

const OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');

/** A page of the list as JSON bytes, the same shape as `page()` with the next page's cursor (null at the end). */
export function pageJson(
  items: Buffer[],
  total: number,
  pageNumber: number,
  limit: number,
  nextCursor: string | null,
): Buffer {
  const meta = Buffer.from(
    `],"meta":${JSON.stringify(page([], total, pageNumber, limit).meta)},"proximoCursor":${JSON.stringify(nextCursor)}}`,
  );
  return Buffer.concat([OPEN, ...items.flatMap((item, i) => (i ? [COMMA, item] : [item])), meta]);
}
