/**
 * PostgreSQL's memory settings for the embedded database, given at every start (they override the data
 * directory's postgresql.conf, so old directories get them too). PGlite's WebAssembly memory only grows, so
 * whatever PostgreSQL touches once stays resident for the process's life: shared buffers of 128 MB (initdb's
 * default) end up filled and kept. The data files are read through Node's file system, whose page cache is the
 * kernel's and not this process's memory, so small shared buffers cost a read system call per miss, not a
 * disk read. Sorts and hashes keep their 4 MB per operation (the admin lists sort); vacuum and index builds get
 * 16 MB instead of 64 MB. docs/decisions/performance.md ('Performance') has the figures.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
};
