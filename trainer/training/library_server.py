"""The store's tables (both back ends) and the results server's objects for the department's library, trainees,
groups, assignments and practice rounds (issue 33; docs/library.md, "How it is secured"). The store's migration 8
makes the tables; :mod:`trainer.training.store_server` installs the server's objects with its own.

A training PC's login (``fortune3_trainee``) reads these tables and writes none of them: it records a practice round
only through :func:`fortune3_record_practice`, which stamps the server's time and the PC's login. A trainer's login
(``fortune3_trainer``) publishes and withdraws library versions, adds trainees and groups, changes membership and
makes or cancels assignments, under :func:`fortune3_library_guard`, which

- refuses any write by a training PC's role (its grants refuse it first);
- stamps every time (published, withdrawn, added, created, cancelled, recorded) with the server's clock, so a
  trainer's client cannot back-date one (the server's owner, copying a store with ``trainer store migrate``, keeps
  the times it copies);
- keeps a published version as it was published: only its withdrawal (who, and the server's time) may be set, once;
  its digest must be the SHA-256 of its text, and its number the next of its id;
- keeps an assignment as it was made: only its cancellation may be set, once; a trainee's staff id may change;
  nothing is deleted but a group's member.
"""

from __future__ import annotations

LIBRARY_TABLES = ("library", "trainees", "trainee_groups", "group_members", "assignments", "practice_rounds")
"""The tables of issue 33 (made by :data:`LIBRARY_MIGRATION`)."""

LIBRARY_MIGRATION = """
    CREATE TABLE library (
        kind TEXT NOT NULL CHECK (kind IN ('scenario', 'exam')),
        item_id TEXT NOT NULL,
        version INTEGER NOT NULL CHECK (version >= 1),
        content TEXT NOT NULL,
        digest TEXT NOT NULL,
        published_by TEXT NOT NULL,
        published TEXT NOT NULL,
        withdrawn_by TEXT,
        withdrawn TEXT,
        PRIMARY KEY (kind, item_id, version)
    );
    CREATE INDEX library_digest ON library (kind, item_id, digest);
    CREATE TABLE trainees (
        name TEXT PRIMARY KEY,
        staff_id TEXT UNIQUE,
        added_by TEXT NOT NULL,
        added TEXT NOT NULL
    );
    CREATE TABLE trainee_groups (
        name TEXT PRIMARY KEY,
        added_by TEXT NOT NULL,
        added TEXT NOT NULL
    );
    CREATE TABLE group_members (
        group_name TEXT NOT NULL REFERENCES trainee_groups (name) ON DELETE RESTRICT,
        trainee TEXT NOT NULL REFERENCES trainees (name) ON DELETE RESTRICT,
        added_by TEXT NOT NULL,
        added TEXT NOT NULL,
        PRIMARY KEY (group_name, trainee)
    );
    CREATE TABLE assignments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('scenarios', 'generated', 'drill', 'exam')),
        subject TEXT NOT NULL,
        target TEXT NOT NULL,
        trainee TEXT REFERENCES trainees (name) ON DELETE RESTRICT,
        group_name TEXT REFERENCES trainee_groups (name) ON DELETE RESTRICT,
        due TEXT,
        assigned_by TEXT NOT NULL,
        created TEXT NOT NULL,
        cancelled_by TEXT,
        cancelled TEXT,
        CHECK ((trainee IS NULL) <> (group_name IS NULL))
    );
    CREATE INDEX assignments_trainee ON assignments (trainee);
    CREATE INDEX assignments_group ON assignments (group_name);
    CREATE TABLE practice_rounds (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        trainee TEXT NOT NULL,
        scenario_id TEXT NOT NULL,
        scenario_digest TEXT NOT NULL,
        mode TEXT,
        helped INTEGER NOT NULL CHECK (helped IN (0, 1)),
        score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 100),
        clean INTEGER NOT NULL CHECK (clean IN (0, 1)),
        log TEXT NOT NULL,
        grade TEXT NOT NULL,
        recorded TEXT NOT NULL,
        pc_login TEXT
    );
    CREATE INDEX practice_rounds_trainee ON practice_rounds (trainee, recorded)
"""
"""Migration 8 of the store (both back ends): the published versions (``content`` and its ``digest``,
``sha256:<hex>`` of its UTF-8 bytes, as an attempt records a file's), the trainees and groups, the assignments
(``subject``: a JSON object naming the work, ``target``: what makes it done; docs/library.md) and the practice rounds
a trainee dealt (the log and the grade, not sealed: practice, like the learner model)."""

FUNCTIONS = (
    "fortune3_library_guard()",
    "fortune3_record_practice(text, text, text, text, boolean, text, text)",
)
"""The functions added here (owned by the owner role, like every server function)."""

PC_FUNCTIONS = ("fortune3_record_practice(text, text, text, text, boolean, text, text)",)
"""What a training PC may run of them."""

MODES = ("learn", "guided", "practice", "table_ready")
"""The modes of Deal me rounds a generated practice round is dealt in (``trainer/gui/rounds_page.py``)."""

_TIME_COLUMN = {
    "library": "published",
    "trainees": "added",
    "trainee_groups": "added",
    "group_members": "added",
    "assignments": "created",
    "practice_rounds": "recorded",
}


def _stamps() -> str:
    return "\n".join(
        f"                IF TG_TABLE_NAME = '{table}' THEN NEW.{column} := fortune3_now(); END IF;"
        for table, column in _TIME_COLUMN.items()
    )


def _guard(trainee_role: str, trainer_role: str, owner_role: str) -> str:
    return f"""CREATE OR REPLACE FUNCTION fortune3_library_guard() RETURNS trigger
    LANGUAGE plpgsql SET search_path = @S, pg_temp AS $f$
    DECLARE copying boolean := pg_catalog.pg_has_role(session_user, '{owner_role}', 'MEMBER'); latest bigint;
    BEGIN
        IF pg_catalog.pg_has_role(current_user, '{trainee_role}', 'MEMBER')
           AND NOT pg_catalog.pg_has_role(current_user, '{trainer_role}', 'MEMBER') THEN
            RAISE EXCEPTION 'a training PC''s role may not % % rows: only a trainer''s role may', TG_OP, TG_TABLE_NAME
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF TG_OP = 'TRUNCATE' THEN
            RAISE EXCEPTION '% rows are kept for the record: TRUNCATE refused', TG_TABLE_NAME
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF TG_OP = 'DELETE' THEN
            IF TG_TABLE_NAME = 'group_members' THEN RETURN OLD; END IF;
            RAISE EXCEPTION '% rows are kept for the record: DELETE refused', TG_TABLE_NAME
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF TG_OP = 'INSERT' THEN
            IF TG_TABLE_NAME = 'library' THEN
                IF NEW.digest IS DISTINCT FROM 'sha256:' || pg_catalog.encode(
                        pg_catalog.sha256(pg_catalog.convert_to(NEW.content, 'UTF8')), 'hex') THEN
                    RAISE EXCEPTION 'library % %: the digest is not the SHA-256 of the text', NEW.kind, NEW.item_id
                        USING ERRCODE = 'F3R01';
                END IF;
                SELECT pg_catalog.max(l.version) INTO latest FROM library l
                    WHERE l.kind = NEW.kind AND l.item_id = NEW.item_id;
                IF NEW.version IS DISTINCT FROM COALESCE(latest, 0) + 1 THEN
                    RAISE EXCEPTION 'library % %: version % is not the next one (%)', NEW.kind, NEW.item_id,
                        NEW.version, COALESCE(latest, 0) + 1 USING ERRCODE = 'F3R01';
                END IF;
                IF NOT copying THEN NEW.withdrawn_by := NULL; NEW.withdrawn := NULL; END IF;
            END IF;
            IF TG_TABLE_NAME = 'assignments' AND NOT copying THEN
                NEW.cancelled_by := NULL; NEW.cancelled := NULL;
            END IF;
            IF NOT copying THEN  -- the server's clock, whatever the client sent
{_stamps()}
            END IF;
            RETURN NEW;
        END IF;
        -- UPDATE: what may change, once
        IF TG_TABLE_NAME = 'library' THEN
            IF OLD.withdrawn IS NOT NULL OR NEW.withdrawn_by IS NULL
               OR (NEW.kind, NEW.item_id, NEW.version, NEW.content, NEW.digest, NEW.published_by, NEW.published)
                  IS DISTINCT FROM
                  (OLD.kind, OLD.item_id, OLD.version, OLD.content, OLD.digest, OLD.published_by, OLD.published) THEN
                RAISE EXCEPTION 'library % % version % is published: only its withdrawal may be set, once',
                    OLD.kind, OLD.item_id, OLD.version USING ERRCODE = 'insufficient_privilege';
            END IF;
            NEW.withdrawn := fortune3_now();
            RETURN NEW;
        END IF;
        IF TG_TABLE_NAME = 'assignments' THEN
            IF OLD.cancelled IS NOT NULL OR NEW.cancelled_by IS NULL
               OR (NEW.id, NEW.kind, NEW.subject, NEW.target, NEW.trainee, NEW.group_name, NEW.due, NEW.assigned_by,
                   NEW.created) IS DISTINCT FROM
                  (OLD.id, OLD.kind, OLD.subject, OLD.target, OLD.trainee, OLD.group_name, OLD.due, OLD.assigned_by,
                   OLD.created) THEN
                RAISE EXCEPTION 'assignment % is made: only its cancellation may be set, once', OLD.id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            NEW.cancelled := fortune3_now();
            RETURN NEW;
        END IF;
        IF TG_TABLE_NAME = 'trainees'
           AND (NEW.name, NEW.added_by, NEW.added) IS NOT DISTINCT FROM (OLD.name, OLD.added_by, OLD.added) THEN
            RETURN NEW;  -- a trainee's staff id may change
        END IF;
        RAISE EXCEPTION '% rows are kept as written: UPDATE refused', TG_TABLE_NAME
            USING ERRCODE = 'insufficient_privilege';
    END $f$"""


_RECORD_PRACTICE = f"""CREATE OR REPLACE FUNCTION fortune3_record_practice(p_trainee text, p_scenario text,
    p_digest text, p_mode text, p_helped boolean, p_log text, p_grade text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE g jsonb; s bigint; id_ bigint;
    BEGIN
        IF p_trainee IS NULL OR NOT fortune3_name_ok(p_trainee) THEN
            RAISE EXCEPTION 'the trainee''s name must be 1 to 80 characters without control characters'
                USING ERRCODE = 'F3R01';
        END IF;
        IF p_scenario IS NULL OR pg_catalog.char_length(p_scenario) NOT BETWEEN 1 AND 200
           OR p_digest IS NULL OR p_digest !~ '^sha256:[0-9a-f]{{64}}$' THEN
            RAISE EXCEPTION 'a practice round names its scenario and its sha256: digest' USING ERRCODE = 'F3R01';
        END IF;
        IF p_mode IS NOT NULL AND p_mode NOT IN ({", ".join(f"'{m}'" for m in MODES)}) THEN
            RAISE EXCEPTION 'mode % is not a mode of Deal me rounds', p_mode USING ERRCODE = 'F3R01';
        END IF;
        PERFORM fortune3_json_object(p_grade, 'a grade');
        IF p_log IS NULL OR pg_catalog.octet_length(p_log) > 1048576
           OR pg_catalog.jsonb_typeof(p_log::jsonb) IS DISTINCT FROM 'array' THEN
            RAISE EXCEPTION 'an action log is one JSON array of at most 1 MiB' USING ERRCODE = 'F3R01';
        END IF;
        g := p_grade::jsonb;
        IF pg_catalog.jsonb_typeof(g -> 'score') IS DISTINCT FROM 'number'
           OR pg_catalog.jsonb_typeof(g -> 'errors') IS DISTINCT FROM 'array' THEN
            RAISE EXCEPTION 'a grade has a score and a list of errors' USING ERRCODE = 'F3R01';
        END IF;
        s := (g ->> 'score')::numeric::bigint;
        IF s NOT BETWEEN 0 AND 100 THEN
            RAISE EXCEPTION 'score % is not in 0..100', s USING ERRCODE = 'F3R01';
        END IF;
        INSERT INTO practice_rounds (trainee, scenario_id, scenario_digest, mode, helped, score, clean, log, grade,
                                     recorded, pc_login)
            VALUES (p_trainee, p_scenario, p_digest, p_mode, CASE WHEN p_helped THEN 1 ELSE 0 END, s,
                    CASE WHEN s = 100 AND pg_catalog.jsonb_array_length(g -> 'errors') = 0 AND NOT p_helped
                         AND p_mode IS DISTINCT FROM 'learn' THEN 1 ELSE 0 END,
                    p_log, p_grade, fortune3_now(), session_user::text)
            RETURNING id INTO id_;
        RETURN id_;
    END $f$"""


def source(trainee_role: str, trainer_role: str, owner_role: str) -> tuple[str, ...]:
    """The statements (``@S``: the schema) that install the guard, the practice function, the names' rule and the
    triggers (idempotent)."""
    return (
        _guard(trainee_role, trainer_role, owner_role),
        _RECORD_PRACTICE,
        *(
            f"""DO $d$ BEGIN
                IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint WHERE conname = '{table}_{column}_plain') THEN
                    ALTER TABLE {table} ADD CONSTRAINT {table}_{column}_plain CHECK (fortune3_name_ok({column}));
                END IF; END $d$"""
            for table, column in (
                ("library", "published_by"),
                ("library", "withdrawn_by"),
                ("trainees", "name"),
                ("trainees", "staff_id"),
                ("trainees", "added_by"),
                ("trainee_groups", "name"),
                ("trainee_groups", "added_by"),
                ("group_members", "added_by"),
                ("assignments", "assigned_by"),
                ("assignments", "cancelled_by"),
                ("practice_rounds", "trainee"),
            )
        ),
        *(
            statement
            for table in LIBRARY_TABLES
            for statement in (
                f"DROP TRIGGER IF EXISTS fortune3_library_guard ON {table}",
                f"CREATE TRIGGER fortune3_library_guard BEFORE INSERT OR UPDATE OR DELETE ON {table} FOR EACH ROW "
                "EXECUTE FUNCTION fortune3_library_guard()",
                f"DROP TRIGGER IF EXISTS fortune3_library_truncate ON {table}",
                f"CREATE TRIGGER fortune3_library_truncate BEFORE TRUNCATE ON {table} FOR EACH STATEMENT "
                "EXECUTE FUNCTION fortune3_library_guard()",
            )
        ),
    )


def owner_grants(owner_role: str) -> tuple[str, ...]:
    """What the owner role (which runs the practice function) needs."""
    return (f"GRANT SELECT, INSERT ON practice_rounds TO {owner_role}",)


def role_grants(trainee_role: str, trainer_role: str, owner_role: str) -> tuple[str, ...]:
    """A trainer's role writes the library, trainees, groups and assignments (under the guard); a PC's reads them
    and its practice rounds, and writes none of them."""
    return (
        f"GRANT INSERT, UPDATE ON library, trainees, assignments TO {trainer_role}",
        f"GRANT INSERT ON trainee_groups TO {trainer_role}",
        f"GRANT INSERT, DELETE ON group_members TO {trainer_role}",
        f"GRANT SELECT ON {', '.join(LIBRARY_TABLES)} TO {trainee_role}",
        f"GRANT EXECUTE ON FUNCTION fortune3_library_guard() TO {owner_role}, {trainee_role}, {trainer_role}",
    )
