import NativeScaleResults
import NativeScaleStatistics

/// One migration step: SQL, or a rewrite of the stored rows the store performs.
package enum MigrationStep {
    case sql(String)
    /// Rewrites every stored result as the current result schema (validated, statistics
    /// recomputed from its samples) and recomputes its metric rows from the samples.
    case rewriteResults
}

/// The schema, one step per version; step *n* takes `user_version` from *n* to *n + 1*.
/// Steps are appended, never edited: a file written by any earlier version migrates forward.
package enum Migrations {
    package static let steps: [MigrationStep] = [
        // 1: results and their per-stage medians and spreads.
        .sql(
            """
            CREATE TABLE runs (
                id INTEGER PRIMARY KEY,
                fingerprint TEXT NOT NULL UNIQUE,
                commit_sha TEXT NOT NULL,
                branch TEXT,
                commit_date TEXT NOT NULL,
                measured_at TEXT NOT NULL,
                recorded_at TEXT NOT NULL,
                device TEXT NOT NULL,
                driver TEXT NOT NULL,
                display TEXT NOT NULL,
                workload TEXT NOT NULL,
                filters TEXT NOT NULL,
                nativescale_version TEXT NOT NULL,
                result TEXT NOT NULL
            );
            CREATE TABLE metrics (
                run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                unit TEXT NOT NULL,
                median REAL NOT NULL,
                p10 REAL,
                p90 REAL,
                count INTEGER NOT NULL,
                PRIMARY KEY (run_id, name)
            ) WITHOUT ROWID;
            CREATE INDEX runs_by_commit ON runs(commit_sha, commit_date);
            """),
        // 2: the bootstrap 95 % CI of each median, and an index for series queries.
        .sql(
            """
            ALTER TABLE metrics ADD COLUMN ci_lower REAL;
            ALTER TABLE metrics ADD COLUMN ci_upper REAL;
            CREATE INDEX metrics_by_name ON metrics(name, run_id);
            CREATE INDEX runs_by_series ON runs(display, workload, device);
            """),
        // 3: results as bench schema version 2 (harness documents, not renderer types), and
        // metrics recomputed from each result's raw samples rather than its analysis block.
        .rewriteResults,
        // 4: shader statistics (nativescale.shaders results): one run per compile target, kind
        // 'shaders'; every earlier row is a bench result.
        .sql("ALTER TABLE runs ADD COLUMN kind TEXT NOT NULL DEFAULT 'bench'"),
        // 5: whether a run's result carries an audit (every bench result written since the
        // audit existed does; older ones, and files stripped of theirs, do not). Shader
        // statistics are exact and have nothing to audit: 1.
        .sql(
            """
            ALTER TABLE runs ADD COLUMN audited INTEGER NOT NULL DEFAULT 1;
            UPDATE runs SET audited = 0 WHERE kind = 'bench' AND json_extract(result, '$.audit') IS NULL;
            """),
    ]
}
