"""The results server's own objects (PostgreSQL): the roles, the functions through which a training PC records an
attempt, the sealing functions that hold the key, the guard triggers and the grants (docs/exams.md, "Who can forge
what").

A training PC's login (a member of ``fortune3_trainee``) is treated as held by an adversary. It has **no** INSERT,
UPDATE or DELETE on any results table: it starts an attempt, records actions and ends it only through the
``SECURITY DEFINER`` functions here, which

- stamp every time with the server's clock, ``source = 'app'``, ``entered_by`` the trainee and ``pc_login`` the
  session's login, and let a PC touch only the in-progress attempts it started itself;
- admit an attempt under a sitting only while the sitting is open, for a listed candidate, from a PC the sitting
  allows and within its number of attempts; end it by the server's clock at start + limit (+ a short grace);
- build the sealed document **on the server from the stored rows** (never from the caller) and append the ledger
  link under a row lock on ``ledger_head``, which no PC can lock, waiting at most a few seconds.

Following PostgreSQL's guidance for ``SECURITY DEFINER`` functions, every function here pins its ``search_path``
to the store's schema with ``pg_temp`` last (catalogue names are written ``pg_catalog.``), is owned by the NOLOGIN
role ``fortune3_owner`` (not the login that ran ``init-server``), and EXECUTE is granted only to the roles that
need it. ``TEMP`` on the database and ``CREATE`` on its schemas are revoked from ``PUBLIC``, so a PC can create
nothing that a function could find first.
"""

from __future__ import annotations

from collections.abc import Sequence

from trainer.training import library_server

TRAINEE_ROLE = "fortune3_trainee"
"""The database role of a training PC: runs the attempt functions for its own attempts and reads; writes no table."""
TRAINER_ROLE = "fortune3_trainer"
"""The database role of trainers and administrators: reads everything, including the seal key; opens sittings."""
OWNER_ROLE = "fortune3_owner"
"""The NOLOGIN role that owns the server's functions (they run with its rights, no more)."""

OBJECTS_VERSION = 7
"""The version of the objects below; a server with older ones is brought up to date by ``trainer store
init-server`` (run by the server's owner)."""

GRACE_SECONDS = 30
"""How long past an attempt's end time (start + the exam's limit) the server still takes its last actions and its
end (the PC's clock and the network): after that it refuses them and closes the attempt."""

CLOSED_BY_CLOCK = "time limit (store clock)"
"""Who closed an attempt that ran past its end time and the grace: the store's clock (server or SQLite file)."""

LOCK_WAIT = "5s"
"""At most this long a sealing function waits for the ledger's head row (then one clear line, nothing stored)."""

REFUSED = "F3R01"
"""The SQLSTATE of a refusal by one of these functions (its message says what and why, in one line)."""
LEDGER_BUSY = "F3L01"
"""The SQLSTATE when the ledger's head row stayed locked past :data:`LOCK_WAIT`."""

FUNCTIONS = (
    "fortune3_objects_version()",
    "fortune3_now()",
    "fortune3_hmac(bytea, bytea)",
    "fortune3_j(text)",
    "fortune3_name_ok(text)",
    "fortune3_restricted()",
    "fortune3_no_times(text)",
    "fortune3_json_object(text, text)",
    "fortune3_guard()",
    "fortune3_seal_text(bigint)",
    "fortune3_ledger_link(bigint, text, text, text)",
    "fortune3_ledger_append(bigint, text, text, text)",
    "fortune3_seal(bigint)",
    "fortune3_own_attempt(bigint, boolean)",
    "fortune3_start_attempt(text, text, text, text, text, bigint, bigint, bigint, bigint, text, text, text, text, text)",
    "fortune3_add_item(bigint, bigint, text, text, text)",
    "fortune3_record_action(bigint, text, text)",
    "fortune3_finish_item(bigint, text, text)",
    "fortune3_finish_attempt(bigint, text, bigint, boolean, text, text)",
    "fortune3_close_overdue()",
    "fortune3_mark_interrupted(bigint)",
    "fortune3_resume(bigint, bigint, text, text)",
    "fortune3_close_attempt(bigint, text, text)",
    "fortune3_save_learner(text, text)",
    *library_server.FUNCTIONS,
)
"""Every function of the server (its signature), owned by :data:`OWNER_ROLE`."""

PC_FUNCTIONS = (
    "fortune3_start_attempt(text, text, text, text, text, bigint, bigint, bigint, bigint, text, text, text, text, text)",
    "fortune3_add_item(bigint, bigint, text, text, text)",
    "fortune3_record_action(bigint, text, text)",
    "fortune3_finish_item(bigint, text, text)",
    "fortune3_finish_attempt(bigint, text, bigint, boolean, text, text)",
    "fortune3_close_overdue()",
    "fortune3_mark_interrupted(bigint)",
    "fortune3_resume(bigint, bigint, text, text)",
    "fortune3_save_learner(text, text)",
    "fortune3_objects_version()",
    "fortune3_now()",
    *library_server.PC_FUNCTIONS,
)
"""What a training PC may run (a trainer's role may run these too)."""

TRAINER_FUNCTIONS = (
    "fortune3_ledger_append(bigint, text, text, text)",
    "fortune3_close_attempt(bigint, text, text)",
)
"""What only a trainer's role may run besides :data:`PC_FUNCTIONS`."""

RESULTS_TABLES = (
    "attempts", "attempt_items", "actions", "ledger", "ledger_head", "installation", "schema_version", "trainers",
    "sign_in_failures", "learner_models", "sittings", "sitting_candidates", "sitting_pcs", "seal_key",
    *library_server.LIBRARY_TABLES,
)  # fmt: skip
"""Every table of the server's store."""

_NAME_BAD = r"[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\ufeff\ufff9-\ufffb]"
"""The characters a name may not hold on the server (control, bidi and other invisible format characters): the
server's side of ``trainer.training.inputs.check_name``."""

# The objects, in order. ``@S`` is the store's schema (quoted), ``@OWNER`` the owner role. Every function's
# search_path is pinned to the schema, then pg_temp (pg_catalog, implicitly first, is named anyway).
_SOURCE: tuple[str, ...] = (
    """CREATE TABLE IF NOT EXISTS seal_key (id BIGINT PRIMARY KEY CHECK (id = 1), key BYTEA NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS ledger_head (id BIGINT PRIMARY KEY CHECK (id = 1))""",
    """INSERT INTO ledger_head (id) VALUES (1) ON CONFLICT DO NOTHING""",
    "DROP FUNCTION IF EXISTS fortune3_seal_attempt(bigint, text)",
    "DROP FUNCTION IF EXISTS fortune3_seal_attempt(bigint)",
    f"""CREATE OR REPLACE FUNCTION fortune3_objects_version() RETURNS integer
    LANGUAGE sql IMMUTABLE SET search_path = @S, pg_temp AS $f$ SELECT {OBJECTS_VERSION} $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_now() RETURNS text
    LANGUAGE sql VOLATILE SET search_path = @S, pg_temp AS $f$
        SELECT pg_catalog.to_char(pg_catalog.clock_timestamp() AT TIME ZONE 'UTC',
                                  'YYYY-MM-DD"T"HH24:MI:SS.US') || '+00:00'
    $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_hmac(k bytea, msg bytea) RETURNS text
    LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = @S, pg_temp AS $f$
    DECLARE kb bytea := k; ipad bytea; opad bytea; i int; b int;
    BEGIN
        IF pg_catalog.length(kb) > 64 THEN kb := pg_catalog.sha256(kb); END IF;
        kb := kb || pg_catalog.decode(pg_catalog.repeat('00', 64 - pg_catalog.length(kb)), 'hex');
        ipad := kb; opad := kb;
        FOR i IN 0..63 LOOP
            b := pg_catalog.get_byte(kb, i);
            ipad := pg_catalog.set_byte(ipad, i, b # 54);
            opad := pg_catalog.set_byte(opad, i, b # 92);
        END LOOP;
        RETURN pg_catalog.encode(pg_catalog.sha256(opad || pg_catalog.sha256(ipad || msg)), 'hex');
    END $f$""",
    # a text as a JSON string (null for NULL), escaped as Python's json.dumps(ensure_ascii=False) does
    """CREATE OR REPLACE FUNCTION fortune3_j(t text) RETURNS text
    LANGUAGE sql IMMUTABLE SET search_path = @S, pg_temp AS $f$
        SELECT COALESCE(pg_catalog.to_json(t)::text, 'null')
    $f$""",
    f"""CREATE OR REPLACE FUNCTION fortune3_name_ok(t text) RETURNS boolean
    LANGUAGE sql IMMUTABLE SET search_path = @S, pg_temp AS $f$
        SELECT t IS NULL OR (pg_catalog.char_length(t) BETWEEN 1 AND 80 AND t = pg_catalog.btrim(t)
                             AND t !~ E'{_NAME_BAD}')
    $f$""",
    f"""CREATE OR REPLACE FUNCTION fortune3_restricted() RETURNS boolean
    LANGUAGE sql STABLE SET search_path = @S, pg_temp AS $f$
        SELECT pg_catalog.pg_has_role(session_user, '{TRAINEE_ROLE}', 'MEMBER')
            AND NOT pg_catalog.pg_has_role(session_user, '{TRAINER_ROLE}', 'MEMBER')
    $f$""",
    # a PC's call that sets a time is refused (the server stamps them); a trainer's may (a paper result)
    """CREATE OR REPLACE FUNCTION fortune3_no_times(p text) RETURNS void
    LANGUAGE plpgsql STABLE SET search_path = @S, pg_temp AS $f$
    BEGIN
        IF p IS NOT NULL AND fortune3_restricted() THEN
            RAISE EXCEPTION 'a training PC may not set an attempt''s times: the server stamps them'
                USING ERRCODE = 'F3R01';
        END IF;
    END $f$""",
    # a stored JSON text: one object of at most 1 MiB (as trainer.training.inputs allows)
    """CREATE OR REPLACE FUNCTION fortune3_json_object(p text, what text) RETURNS void
    LANGUAGE plpgsql IMMUTABLE SET search_path = @S, pg_temp AS $f$
    BEGIN
        IF p IS NULL OR pg_catalog.octet_length(p) > 1048576
           OR pg_catalog.jsonb_typeof(p::jsonb) IS DISTINCT FROM 'object' THEN
            RAISE EXCEPTION '% is one JSON object of at most 1 MiB', what USING ERRCODE = 'F3R01';
        END IF;
    END $f$""",
    f"""CREATE OR REPLACE FUNCTION fortune3_guard() RETURNS trigger
    LANGUAGE plpgsql SET search_path = @S, pg_temp AS $f$
    BEGIN
        IF TG_TABLE_NAME = 'ledger' THEN
            RAISE EXCEPTION 'the ledger of sealed results is append-only: % refused', TG_OP
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF pg_catalog.pg_has_role(current_user, '{TRAINEE_ROLE}', 'MEMBER')
           AND NOT pg_catalog.pg_has_role(current_user, '{TRAINER_ROLE}', 'MEMBER') THEN
            RAISE EXCEPTION 'a training PC''s role may not % % rows', TG_OP, TG_TABLE_NAME
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF TG_TABLE_NAME = 'attempts' AND TG_OP = 'UPDATE' THEN
            IF OLD.seal IS NOT NULL THEN
                RAISE EXCEPTION 'attempt % is sealed: it may not be changed', OLD.id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
        END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
    END $f$""",
    # The sealed document of an attempt, exactly canonical_json(ResultsStore._seal_document(id)), from the rows.
    """CREATE OR REPLACE FUNCTION fortune3_seal_text(p_attempt bigint) RETURNS text
    LANGUAGE plpgsql STABLE SET search_path = @S, pg_temp AS $f$
    DECLARE a record; it record; acts text; items text := ''; head text; stray bigint; legacy boolean;
    BEGIN
        SELECT * INTO a FROM attempts WHERE id = p_attempt;
        IF NOT FOUND THEN RAISE EXCEPTION 'no attempt %', p_attempt USING ERRCODE = 'F3R01'; END IF;
        legacy := a.source IS NULL AND a.entered_by IS NULL;
        head := '{"closed_by":' || fortune3_j(a.closed_by)
            || CASE WHEN legacy THEN '' ELSE ',"entered_by":' || fortune3_j(a.entered_by) END
            || ',"exam_digest":' || fortune3_j(a.exam_digest) || ',"exam_id":' || fortune3_j(a.exam_id)
            || ',"exam_version":' || fortune3_j(a.exam_version) || ',"finished":' || fortune3_j(a.finished)
            || ',"grade":' || COALESCE(a.grade, 'null') || ',"id":' || a.id::text
            || ',"passed":' || COALESCE(a.passed::text, 'null') || ',"score":' || COALESCE(a.score::text, 'null')
            || ',"seed":' || COALESCE(a.seed::text, 'null')
            || CASE WHEN legacy THEN '' ELSE ',"source":' || fortune3_j(a.source) END
            || ',"started":' || fortune3_j(a.started) || ',"status":' || fortune3_j(a.status)
            || ',"trainee":' || fortune3_j(a.trainee) || '}';
        FOR it IN SELECT i.id, i.item_order, i.scenario_id, i.scenario_digest, i.started, i.finished, i.grade
                  FROM attempt_items i WHERE i.attempt_id = p_attempt ORDER BY i.item_order LOOP
            SELECT pg_catalog.string_agg('[' || x.idx::text || ',' || x.action || ',' || fortune3_j(x."timestamp")
                                         || ',' || x.attempt_id::text || ']', ',' ORDER BY x.idx)
                INTO acts FROM actions x WHERE x.item_id = it.id;
            items := items || CASE WHEN items = '' THEN '' ELSE ',' END
                || '{"actions":[' || COALESCE(acts, '') || '],"finished":' || fortune3_j(it.finished)
                || ',"grade":' || COALESCE(it.grade, 'null') || ',"order":' || it.item_order::text
                || ',"scenario_digest":' || fortune3_j(it.scenario_digest)
                || ',"scenario_id":' || fortune3_j(it.scenario_id) || ',"started":' || fortune3_j(it.started) || '}';
        END LOOP;
        SELECT pg_catalog.count(*) INTO stray FROM actions x JOIN attempt_items i ON i.id = x.item_id
            WHERE x.attempt_id = p_attempt AND i.attempt_id <> p_attempt;
        RETURN '{"attempt":' || head || ',"format":' || CASE WHEN legacy THEN '1' ELSE '2' END
            || ',"items":[' || items || '],"stray_actions":' || stray::text || '}';
    END $f$""",
    # One link of the ledger, under the head row's lock (no PC can lock it: it has no right on the table).
    f"""CREATE OR REPLACE FUNCTION fortune3_ledger_link(p_attempt bigint, p_trainee text, p_exam text, p_seal text)
    RETURNS TABLE (out_seq bigint, out_chain text)
    LANGUAGE plpgsql SET search_path = @S, pg_temp SET lock_timeout = '{LOCK_WAIT}' AS $f$
    DECLARE k bytea; prev text; n bigint; c text; who text;
    BEGIN
        BEGIN
            PERFORM 1 FROM ledger_head h WHERE h.id = 1 FOR UPDATE;
        EXCEPTION WHEN lock_not_available THEN
            SELECT pg_catalog.string_agg(DISTINCT s.usename::text, ', ') INTO who
                FROM pg_catalog.pg_locks l JOIN pg_catalog.pg_stat_activity s ON s.pid = l.pid
                WHERE l.granted AND l.pid <> pg_catalog.pg_backend_pid()
                  AND l.relation = 'ledger_head'::pg_catalog.regclass;
            RAISE EXCEPTION 'the ledger of sealed results is busy: another session (login %) has held it for over {LOCK_WAIT}; nothing was stored — try again, or ask the server''s administrator to end that session',
                COALESCE(who, 'unknown') USING ERRCODE = '{LEDGER_BUSY}';
        END;
        SELECT s.key INTO k FROM seal_key s WHERE s.id = 1;
        IF k IS NULL THEN RAISE EXCEPTION 'the seal key is missing'; END IF;
        SELECT l.seq, l.chain INTO n, prev FROM ledger l ORDER BY l.seq DESC LIMIT 1;
        IF n IS NULL THEN n := 1; prev := ''; ELSE n := n + 1; END IF;
        c := fortune3_hmac(k, pg_catalog.convert_to('[' || pg_catalog.to_json(prev)::text || ',' || n::text || ','
            || p_attempt::text || ',' || pg_catalog.to_json(p_trainee)::text || ','
            || pg_catalog.to_json(p_exam)::text || ',' || pg_catalog.to_json(p_seal)::text || ']', 'UTF8'));
        INSERT INTO ledger (seq, attempt_id, trainee, exam_id, seal, chain)
            VALUES (n, p_attempt, p_trainee, p_exam, p_seal, c);
        out_seq := n; out_chain := c;
        RETURN NEXT;
    END $f$""",
    # a trainer's account link (attempt 0) or any link a trainer's role appends
    """CREATE OR REPLACE FUNCTION fortune3_ledger_append(p_attempt bigint, p_trainee text, p_exam text, p_seal text)
    RETURNS TABLE (out_seq bigint, out_chain text)
    LANGUAGE sql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
        SELECT l.out_seq, l.out_chain FROM fortune3_ledger_link(p_attempt, p_trainee, p_exam, p_seal) l
    $f$""",
    # seal an ended attempt from its stored rows (inside the definer functions only)
    """CREATE OR REPLACE FUNCTION fortune3_seal(p_attempt bigint)
    RETURNS TABLE (out_seal text, out_seq bigint, out_chain text)
    LANGUAGE plpgsql SET search_path = @S, pg_temp AS $f$
    DECLARE k bytea; a record; s text; r record;
    BEGIN
        SELECT x.status, x.trainee, x.exam_id, x.seal INTO a FROM attempts x WHERE x.id = p_attempt;
        IF a.status NOT IN ('finished', 'timed_out', 'closed') THEN
            RAISE EXCEPTION 'attempt % is %: only an ended attempt is sealed', p_attempt, a.status
                USING ERRCODE = 'F3R01';
        END IF;
        IF a.seal IS NOT NULL OR EXISTS (SELECT 1 FROM ledger l WHERE l.attempt_id = p_attempt) THEN
            RAISE EXCEPTION 'attempt % is sealed already', p_attempt USING ERRCODE = 'F3R01';
        END IF;
        SELECT sk.key INTO k FROM seal_key sk WHERE sk.id = 1;
        IF k IS NULL THEN RAISE EXCEPTION 'the seal key is missing'; END IF;
        s := fortune3_hmac(k, pg_catalog.convert_to(fortune3_seal_text(p_attempt), 'UTF8'));
        UPDATE attempts SET seal = s WHERE id = p_attempt;
        SELECT * INTO r FROM fortune3_ledger_link(p_attempt, a.trainee, a.exam_id, s);
        out_seal := s; out_seq := r.out_seq; out_chain := r.out_chain;
        RETURN NEXT;
    END $f$""",
    # the attempt, locked; refused unless it is this PC's own and (when asked) still taking actions
    f"""CREATE OR REPLACE FUNCTION fortune3_own_attempt(p_attempt bigint, p_acting boolean) RETURNS attempts
    LANGUAGE plpgsql SET search_path = @S, pg_temp AS $f$
    DECLARE a attempts;
    BEGIN
        SELECT * INTO a FROM attempts x WHERE x.id = p_attempt FOR UPDATE;
        IF NOT FOUND THEN RAISE EXCEPTION 'no attempt %', p_attempt USING ERRCODE = 'F3R01'; END IF;
        IF fortune3_restricted() AND a.pc_login IS DISTINCT FROM session_user::text THEN
            RAISE EXCEPTION 'attempt % was started by another training PC: this PC (login %) may not change it',
                p_attempt, session_user USING ERRCODE = 'F3R01',
                DETAIL = pg_catalog.json_build_object('code', 'other_pc', 'attempt', p_attempt, 'login', session_user::text)::text;
        END IF;
        IF p_acting AND a.status <> 'in_progress' THEN
            RAISE EXCEPTION 'attempt % is %; no more actions can be recorded', p_attempt, a.status
                USING ERRCODE = 'F3R01';
        END IF;
        IF p_acting AND a.deadline IS NOT NULL
           AND pg_catalog.clock_timestamp() > a.deadline::timestamptz + interval '{GRACE_SECONDS} seconds' THEN
            RAISE EXCEPTION 'time is up for attempt %: it ended at % by the server''s clock', p_attempt, a.deadline
                USING ERRCODE = 'F3R01',
                DETAIL = pg_catalog.json_build_object('code', 'time_up', 'attempt', p_attempt, 'time', a.deadline)::text;
        END IF;
        RETURN a;
    END $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_start_attempt(
        p_request text, p_trainee text, p_exam_id text, p_exam_version text, p_exam_digest text, p_seed bigint,
        p_sitting bigint, p_time_limit bigint, p_pid bigint, p_host text, p_boot text, p_source text,
        p_entered_by text, p_started text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE restricted boolean := fortune3_restricted(); s sittings; found_id bigint; found_pc text; n bigint;
            seed_ bigint := p_seed;
            at_ text := COALESCE(p_started, fortune3_now()); lim bigint := p_time_limit; id_ bigint;
            src text := COALESCE(p_source, 'app'); who text := COALESCE(p_entered_by, p_trainee);
    BEGIN
        IF p_request IS NOT NULL THEN
            SELECT x.id, x.pc_login INTO found_id, found_pc FROM attempts x WHERE x.request_id = p_request;
            IF FOUND THEN
                IF restricted AND found_pc IS DISTINCT FROM session_user::text THEN
                    RAISE EXCEPTION 'that attempt id belongs to another training PC''s attempt' USING ERRCODE = 'F3R01';
                END IF;
                RETURN found_id;  -- a retry of a start that was stored: the same attempt
            END IF;
        END IF;
        IF restricted THEN
            IF src <> 'app' OR who IS DISTINCT FROM p_trainee THEN
                RAISE EXCEPTION 'a training PC records only attempts taken in the app by the trainee (source app, entered by the trainee)'
                    USING ERRCODE = 'F3R01';
            END IF;
            IF p_started IS NOT NULL THEN
                RAISE EXCEPTION 'a training PC may not set an attempt''s times: the server stamps them'
                    USING ERRCODE = 'F3R01';
            END IF;
        END IF;
        IF NOT fortune3_name_ok(p_trainee) OR NOT fortune3_name_ok(who) THEN
            RAISE EXCEPTION 'the trainee''s name must be 1 to 80 characters without control characters'
                USING ERRCODE = 'F3R01';
        END IF;
        IF p_sitting IS NOT NULL THEN
            SELECT * INTO s FROM sittings x WHERE x.id = p_sitting FOR UPDATE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'there is no sitting %', p_sitting USING ERRCODE = 'F3R01',
                    DETAIL = pg_catalog.json_build_object('code', 'no_sitting', 'sitting', p_sitting)::text;
            END IF;
            IF s.exam_id <> p_exam_id OR s.exam_digest <> p_exam_digest THEN
                RAISE EXCEPTION 'sitting % is for exam % (version %), not this exam file', s.id, s.exam_id,
                    s.exam_version USING ERRCODE = 'F3R01', DETAIL = pg_catalog.json_build_object('code', 'other_exam', 'sitting', s.id,
                    'exam', s.exam_id, 'version', s.exam_version)::text;
            END IF;
            IF s.closed IS NOT NULL THEN
                RAISE EXCEPTION 'sitting % was closed at %', s.id, s.closed USING ERRCODE = 'F3R01',
                    DETAIL = pg_catalog.json_build_object('code', 'closed', 'sitting', s.id, 'time', s.closed)::text;
            END IF;
            IF pg_catalog.clock_timestamp() < s.opens::timestamptz THEN
                RAISE EXCEPTION 'sitting % opens at % (server time)', s.id, s.opens USING ERRCODE = 'F3R01',
                    DETAIL = pg_catalog.json_build_object('code', 'not_open_yet', 'sitting', s.id, 'time', s.opens)::text;
            END IF;
            IF pg_catalog.clock_timestamp() > s.closes::timestamptz THEN
                RAISE EXCEPTION 'sitting % closed at % (server time)', s.id, s.closes USING ERRCODE = 'F3R01',
                    DETAIL = pg_catalog.json_build_object('code', 'window_over', 'sitting', s.id, 'time', s.closes)::text;
            END IF;
            IF NOT EXISTS (SELECT 1 FROM sitting_candidates c WHERE c.sitting_id = s.id AND c.name = p_trainee) THEN
                RAISE EXCEPTION '% is not a candidate of sitting %', p_trainee, s.id USING ERRCODE = 'F3R01',
                    DETAIL = pg_catalog.json_build_object('code', 'not_candidate', 'sitting', s.id, 'trainee', p_trainee)::text;
            END IF;
            IF restricted AND EXISTS (SELECT 1 FROM sitting_pcs p WHERE p.sitting_id = s.id)
               AND NOT EXISTS (SELECT 1 FROM sitting_pcs p WHERE p.sitting_id = s.id
                               AND p.login = session_user::text) THEN
                RAISE EXCEPTION 'this training PC (login %) may not seat candidates of sitting %', session_user,
                    s.id USING ERRCODE = 'F3R01',
                    DETAIL = pg_catalog.json_build_object('code', 'pc_not_allowed', 'sitting', s.id, 'login', session_user::text)::text;
            END IF;
            SELECT pg_catalog.count(*) INTO n FROM attempts x WHERE x.sitting_id = s.id AND x.trainee = p_trainee;
            IF n >= s.attempts_allowed THEN
                RAISE EXCEPTION '% has used the % attempt(s) sitting % allows', p_trainee, s.attempts_allowed, s.id
                    USING ERRCODE = 'F3R01', DETAIL = pg_catalog.json_build_object('code', 'attempts_used', 'sitting', s.id,
                    'trainee', p_trainee, 'allowed', s.attempts_allowed)::text;
            END IF;
            lim := s.time_limit;
            IF restricted THEN  -- the server draws the seed (which scenarios come): a PC cannot pick ones it knows
                seed_ := pg_catalog.floor(pg_catalog.random() * 2147483647)::bigint;
            END IF;
        END IF;
        INSERT INTO attempts (trainee, exam_id, exam_version, exam_digest, seed, started, status, pid, host, boot_id,
                              heartbeat, source, entered_by, sitting_id, pc_login, request_id, deadline)
            VALUES (p_trainee, p_exam_id, p_exam_version, p_exam_digest, seed_, at_, 'in_progress', p_pid, p_host,
                    p_boot, at_, src, who, p_sitting, session_user::text, p_request,
                    CASE WHEN lim IS NULL THEN NULL ELSE pg_catalog.to_char(
                        (at_::timestamptz + lim * interval '1 second') AT TIME ZONE 'UTC',
                        'YYYY-MM-DD"T"HH24:MI:SS.US') || '+00:00' END)
            RETURNING id INTO id_;
        RETURN id_;
    END $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_add_item(p_attempt bigint, p_order bigint, p_scenario text,
        p_digest text, p_started text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE a attempts := fortune3_own_attempt(p_attempt, false); id_ bigint;
    BEGIN
        IF a.status <> 'in_progress' THEN
            RAISE EXCEPTION 'attempt % is %, not in_progress', p_attempt, a.status USING ERRCODE = 'F3R01';
        END IF;
        PERFORM fortune3_no_times(p_started);
        INSERT INTO attempt_items (attempt_id, item_order, scenario_id, scenario_digest, started)
            VALUES (p_attempt, p_order, p_scenario, p_digest, COALESCE(p_started, fortune3_now()))
            RETURNING id INTO id_;
        RETURN id_;
    END $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_record_action(p_item bigint, p_action text, p_timestamp text)
    RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE i record; a attempts; n bigint; at_ text;
    BEGIN
        SELECT x.attempt_id, x.finished INTO i FROM attempt_items x WHERE x.id = p_item;
        IF NOT FOUND THEN RAISE EXCEPTION 'no attempt item %', p_item USING ERRCODE = 'F3R01'; END IF;
        a := fortune3_own_attempt(i.attempt_id, true);
        IF i.finished IS NOT NULL THEN
            RAISE EXCEPTION 'attempt item % is finished; no more actions can be recorded', p_item
                USING ERRCODE = 'F3R01';
        END IF;
        PERFORM fortune3_no_times(p_timestamp);
        PERFORM fortune3_json_object(p_action, 'an action');
        at_ := COALESCE(p_timestamp, fortune3_now());
        SELECT COALESCE(pg_catalog.max(x.idx) + 1, 0) INTO n FROM actions x WHERE x.item_id = p_item;
        INSERT INTO actions (attempt_id, item_id, idx, action, "timestamp") VALUES (a.id, p_item, n, p_action, at_);
        UPDATE attempts SET heartbeat = at_ WHERE id = a.id;
        RETURN n;
    END $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_finish_item(p_item bigint, p_grade text, p_finished text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE i record; a attempts;
    BEGIN
        SELECT x.attempt_id, x.finished INTO i FROM attempt_items x WHERE x.id = p_item;
        IF NOT FOUND THEN RAISE EXCEPTION 'attempt item % does not exist', p_item USING ERRCODE = 'F3R01'; END IF;
        a := fortune3_own_attempt(i.attempt_id, false);
        IF a.status <> 'in_progress' OR i.finished IS NOT NULL THEN
            RAISE EXCEPTION 'attempt item % does not exist or is already finished', p_item USING ERRCODE = 'F3R01';
        END IF;
        PERFORM fortune3_no_times(p_finished);
        IF p_grade IS NOT NULL THEN PERFORM fortune3_json_object(p_grade, 'a grade'); END IF;
        UPDATE attempt_items SET grade = p_grade, finished = COALESCE(p_finished, fortune3_now()) WHERE id = p_item;
    END $f$""",
    f"""CREATE OR REPLACE FUNCTION fortune3_finish_attempt(p_attempt bigint, p_status text, p_score bigint,
        p_passed boolean, p_grade text, p_finished text)
    RETURNS TABLE (out_seal text, out_seq bigint, out_chain text, out_status text)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE a attempts := fortune3_own_attempt(p_attempt, false); st text := p_status; r record;
    BEGIN
        IF a.status <> 'in_progress' THEN
            RAISE EXCEPTION 'attempt % is %, not in_progress', p_attempt, a.status USING ERRCODE = 'F3R01';
        END IF;
        IF st NOT IN ('finished', 'timed_out') THEN
            RAISE EXCEPTION 'an attempt is finished as finished or timed_out, not %', st USING ERRCODE = 'F3R01';
        END IF;
        IF p_score IS NULL OR p_score NOT BETWEEN 0 AND 100 OR p_passed IS NULL THEN
            RAISE EXCEPTION 'score % is not in 0..100', p_score USING ERRCODE = 'F3R01';
        END IF;
        PERFORM fortune3_no_times(p_finished);
        PERFORM fortune3_json_object(p_grade, 'a grade');
        IF a.deadline IS NOT NULL
           AND pg_catalog.clock_timestamp() > a.deadline::timestamptz + interval '{GRACE_SECONDS} seconds' THEN
            st := 'timed_out';  -- the server's clock, not the PC's, says when the time was up
        END IF;
        UPDATE attempts SET status = st, finished = COALESCE(p_finished, fortune3_now()), score = p_score,
            passed = CASE WHEN p_passed THEN 1 ELSE 0 END, grade = p_grade WHERE id = p_attempt;
        SELECT * INTO r FROM fortune3_seal(p_attempt);
        out_seal := r.out_seal; out_seq := r.out_seq; out_chain := r.out_chain; out_status := st;
        RETURN NEXT;
    END $f$""",
    # every attempt past its end time and the grace is closed by the server (with what was recorded), sealed
    f"""CREATE OR REPLACE FUNCTION fortune3_close_overdue() RETURNS TABLE (out_attempt bigint, out_seq bigint,
        out_chain text)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE x record; r record;
    BEGIN
        FOR x IN SELECT a.id, a.deadline FROM attempts a WHERE a.status IN ('in_progress', 'interrupted')
                 AND a.deadline IS NOT NULL
                 AND a.deadline::timestamptz + interval '{GRACE_SECONDS} seconds' < pg_catalog.clock_timestamp()
                 ORDER BY a.id FOR UPDATE SKIP LOCKED LOOP
            UPDATE attempts SET status = 'closed', finished = x.deadline, closed_by = '{CLOSED_BY_CLOCK}'
                WHERE id = x.id;
            SELECT * INTO r FROM fortune3_seal(x.id);
            out_attempt := x.id; out_seq := r.out_seq; out_chain := r.out_chain;
            RETURN NEXT;
        END LOOP;
    END $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_mark_interrupted(p_attempt bigint) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE a attempts := fortune3_own_attempt(p_attempt, false);
    BEGIN
        IF a.status <> 'in_progress' THEN RETURN false; END IF;
        UPDATE attempts SET status = 'interrupted' WHERE id = p_attempt;
        RETURN true;
    END $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_resume(p_attempt bigint, p_pid bigint, p_host text, p_boot text)
    RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE a attempts := fortune3_own_attempt(p_attempt, false);
    BEGIN
        IF a.status <> 'interrupted' THEN
            RAISE EXCEPTION 'attempt % is %, not interrupted', p_attempt, a.status USING ERRCODE = 'F3R01';
        END IF;
        UPDATE attempts SET status = 'in_progress', pid = p_pid, host = p_host, boot_id = p_boot,
            heartbeat = fortune3_now() WHERE id = p_attempt;
    END $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_close_attempt(p_attempt bigint, p_by text, p_closed text)
    RETURNS TABLE (out_seal text, out_seq bigint, out_chain text)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    DECLARE a attempts := fortune3_own_attempt(p_attempt, false); r record;
    BEGIN
        IF fortune3_restricted() THEN
            RAISE EXCEPTION 'only a trainer closes an attempt' USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF a.status <> 'interrupted' THEN
            RAISE EXCEPTION 'attempt % is %, not interrupted', p_attempt, a.status USING ERRCODE = 'F3R01';
        END IF;
        UPDATE attempts SET status = 'closed', finished = COALESCE(p_closed, fortune3_now()), closed_by = p_by
            WHERE id = p_attempt;
        SELECT * INTO r FROM fortune3_seal(p_attempt);
        out_seal := r.out_seal; out_seq := r.out_seq; out_chain := r.out_chain;
        RETURN NEXT;
    END $f$""",
    """CREATE OR REPLACE FUNCTION fortune3_save_learner(p_trainee text, p_model text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = @S, pg_temp AS $f$
    BEGIN
        IF NOT fortune3_name_ok(p_trainee) OR p_trainee IS NULL THEN
            RAISE EXCEPTION 'the trainee''s name must be 1 to 80 characters without control characters'
                USING ERRCODE = 'F3R01';
        END IF;
        INSERT INTO learner_models (trainee, model, changed) VALUES (p_trainee, p_model, fortune3_now())
            ON CONFLICT (trainee) DO UPDATE SET model = excluded.model, changed = excluded.changed;
    END $f$""",
    # the names' rule on the server too (NOT VALID: rows stored before are not re-judged)
    *(
        f"""DO $d$ BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint WHERE conname = '{table}_{column}_plain') THEN
                ALTER TABLE {table} ADD CONSTRAINT {table}_{column}_plain CHECK (fortune3_name_ok({column})) NOT VALID;
            END IF; END $d$"""
        for table, column in (
            ("attempts", "trainee"),
            ("attempts", "entered_by"),
            ("attempts", "closed_by"),
            ("trainers", "name"),
            ("sitting_candidates", "name"),
            ("sittings", "opened_by"),
            ("sittings", "closed_by"),
            ("sittings", "signed_off_by"),
        )
    ),
    "DROP TRIGGER IF EXISTS fortune3_guard ON ledger",
    "CREATE TRIGGER fortune3_guard BEFORE UPDATE OR DELETE ON ledger FOR EACH ROW EXECUTE FUNCTION fortune3_guard()",
    "DROP TRIGGER IF EXISTS fortune3_guard_truncate ON ledger",
    "CREATE TRIGGER fortune3_guard_truncate BEFORE TRUNCATE ON ledger FOR EACH STATEMENT "
    "EXECUTE FUNCTION fortune3_guard()",
    *(
        statement
        for table in ("attempts", "attempt_items", "actions", "trainers", "seal_key", "installation")
        for statement in (
            f"DROP TRIGGER IF EXISTS fortune3_guard ON {table}",
            f"CREATE TRIGGER fortune3_guard BEFORE UPDATE OR DELETE ON {table} FOR EACH ROW "
            "EXECUTE FUNCTION fortune3_guard()",
        )
    ),
)


def _role(role: str) -> str:
    return (
        f"DO $d$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = '{role}') THEN "
        f"CREATE ROLE {role} NOLOGIN; END IF; END $d$"
    )


def server_objects(schema: str) -> list[str]:
    """The statements that install (or bring up to date) the server's objects in ``schema`` (quoted name):
    tables of their own, functions owned by :data:`OWNER_ROLE`, triggers (idempotent; inside the caller's
    transaction, by the server's owner)."""
    statements = [_role(OWNER_ROLE), _role(TRAINEE_ROLE), _role(TRAINER_ROLE)]
    statements += [text.replace("@S", schema) for text in _SOURCE]
    statements += [text.replace("@S", schema) for text in library_server.source(TRAINEE_ROLE, TRAINER_ROLE, OWNER_ROLE)]
    # the functions run as the owner role: it needs the tables, and CREATE on the schema to be given them
    statements += [
        "DO $d$ BEGIN EXECUTE pg_catalog.format('GRANT %I TO %I', "
        f"'{OWNER_ROLE}', current_user); EXCEPTION WHEN OTHERS THEN NULL; END $d$",
        f"GRANT USAGE, CREATE ON SCHEMA {schema} TO {OWNER_ROLE}",
        *(f"ALTER FUNCTION {signature} OWNER TO {OWNER_ROLE}" for signature in FUNCTIONS),
        f"REVOKE CREATE ON SCHEMA {schema} FROM {OWNER_ROLE}",
        f"GRANT SELECT, INSERT, UPDATE ON attempts, attempt_items, actions, learner_models TO {OWNER_ROLE}",
        f"GRANT SELECT, INSERT ON ledger TO {OWNER_ROLE}",
        f"GRANT SELECT, UPDATE ON ledger_head TO {OWNER_ROLE}",
        f"GRANT SELECT ON seal_key, sittings, sitting_candidates, sitting_pcs, trainers TO {OWNER_ROLE}",
        f"GRANT UPDATE ON sittings TO {OWNER_ROLE}",
        *library_server.owner_grants(OWNER_ROLE),
        f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA {schema} TO {OWNER_ROLE}",
        f"REVOKE ALL ON FUNCTION {', '.join(FUNCTIONS)} FROM PUBLIC",
        f"GRANT EXECUTE ON FUNCTION {', '.join(PC_FUNCTIONS)} TO {TRAINEE_ROLE}, {TRAINER_ROLE}",
        f"GRANT EXECUTE ON FUNCTION {', '.join(TRAINER_FUNCTIONS)} TO {TRAINER_ROLE}",
        # the guard and the checks run as whoever writes a row (the owner role, a trainer's or the owner)
        "GRANT EXECUTE ON FUNCTION fortune3_guard(), fortune3_name_ok(text) "
        f"TO {OWNER_ROLE}, {TRAINEE_ROLE}, {TRAINER_ROLE}",
    ]
    return statements


def role_grants(schema: str) -> list[str]:
    """What the roles may do (inside the caller's transaction, by the server's owner): a PC reads, and writes only
    through the functions; a trainer reads everything and writes the accounts, the lockout and the sittings."""
    tables = ", ".join(RESULTS_TABLES)
    return [
        f"REVOKE ALL ON {tables} FROM PUBLIC, {TRAINEE_ROLE}, {TRAINER_ROLE}",
        # nothing a PC (or anyone but the owner) can create that a function could find first
        "DO $d$ BEGIN EXECUTE pg_catalog.format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', "
        "pg_catalog.current_database()); END $d$",
        f"DO $d$ BEGIN EXECUTE pg_catalog.format('REVOKE TEMPORARY ON DATABASE %I FROM {TRAINEE_ROLE}', "
        "pg_catalog.current_database()); END $d$",
        "DO $d$ DECLARE n text; BEGIN FOR n IN SELECT nspname FROM pg_catalog.pg_namespace "
        "WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP "
        f"EXECUTE pg_catalog.format('REVOKE CREATE ON SCHEMA %I FROM PUBLIC, {TRAINEE_ROLE}', n); END LOOP; END $d$",
        f"GRANT USAGE ON SCHEMA {schema} TO {TRAINEE_ROLE}, {TRAINER_ROLE}",
        # trainers and administrators: read all; accounts, lockout and sittings; attempts only through functions
        f"GRANT SELECT ON {tables} TO {TRAINER_ROLE}",
        f"GRANT INSERT, UPDATE, DELETE ON trainers, sign_in_failures, learner_models, sittings, sitting_candidates, "
        f"sitting_pcs TO {TRAINER_ROLE}",
        f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA {schema} TO {TRAINER_ROLE}",
        # a training PC: reads what the app shows; no key, no account hashes, no write
        f"GRANT SELECT ON attempts, attempt_items, actions, ledger, installation, schema_version, sign_in_failures, "
        f"learner_models, sittings, sitting_candidates, sitting_pcs TO {TRAINEE_ROLE}",
        f"GRANT SELECT (name) ON trainers TO {TRAINEE_ROLE}",
        *library_server.role_grants(TRAINEE_ROLE, TRAINER_ROLE, OWNER_ROLE),
    ]


def login_statements(login: str, role: str, password: str) -> Sequence[str]:
    """Create ``login`` (quoted) when missing and make it a member of ``role``; a PC's login also ends a
    transaction it leaves idle (so a PC cannot sit on a lock: it may set this back, and the sealing functions'
    own wait is short anyway)."""
    name = login
    plain = login.strip('"').replace("'", "''")
    statements = [
        f"DO $d$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = '{plain}') THEN "
        f"CREATE ROLE {name} LOGIN; END IF; END $d$",
        f"GRANT {role} TO {name}",
    ]
    if role == TRAINEE_ROLE:
        statements.append(f"ALTER ROLE {name} SET idle_in_transaction_session_timeout = '10s'")
    if password:
        statements.append(f"ALTER ROLE {name} PASSWORD '{password.replace(chr(39), chr(39) * 2)}'")
    return statements
