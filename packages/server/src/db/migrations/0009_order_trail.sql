-- The order trail (DESIGN §7, issue 16 finding 4): every state change of an order records who, when, from
-- where and what, append-only. Written by the database itself: each timeline event (order_events: placed
-- as 'accepted', 'cancelled', 'confirmed', 'failed' …) appends one trail row in the same transaction, so no
-- code path can change an order's state without leaving its trail.
--
-- Who and from where come from transaction-local settings the server sets before the change
-- (funddesk.actor_person, funddesk.actor_ip: see packages/server/src/trade/trail.ts). Without them the
-- change was made by the gateway itself (confirmation, T+1) — except the first event of an order, which is
-- the placing of the batch line: its person is the order's and its address the batch's (batches.client_ip).

-- The address a batch was submitted from (cart purchase or spreadsheet import), for the trail of its orders.
ALTER TABLE batches ADD COLUMN client_ip text;

CREATE TABLE order_trail (
  trail_id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  serial_no    text NOT NULL,
  seq          integer NOT NULL,                  -- the order_events seq this row records
  from_status  text,                              -- null for the order's first state
  to_status    text NOT NULL,
  at           timestamptz NOT NULL,              -- the event's time (the gateway's clock)
  actor_kind   text NOT NULL CHECK (actor_kind IN ('person', 'system')),
  person_id    text,                              -- null when actor_kind is 'system'
  ip           text,                              -- the client address; null for the system or when unknown
  note         text NOT NULL DEFAULT '',
  UNIQUE (serial_no, seq)
);
CREATE INDEX order_trail_serial ON order_trail (serial_no, trail_id);

CREATE FUNCTION order_trail_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('funddesk.actor_person', true), '');
  address text := nullif(current_setting('funddesk.actor_ip', true), '');
  previous text;
BEGIN
  SELECT e.status INTO previous FROM order_events e
   WHERE e.serial_no = NEW.serial_no AND e.seq < NEW.seq ORDER BY e.seq DESC LIMIT 1;
  IF actor IS NULL AND previous IS NULL THEN
    SELECT o.person_id, coalesce(address, b.client_ip) INTO actor, address
      FROM orders o LEFT JOIN batches b ON b.batch_serial_no = o.batch_serial_no
     WHERE o.serial_no = NEW.serial_no;
  END IF;
  INSERT INTO order_trail (serial_no, seq, from_status, to_status, at, actor_kind, person_id, ip, note)
  VALUES (NEW.serial_no, NEW.seq, previous, NEW.status, NEW.at,
          CASE WHEN actor IS NULL THEN 'system' ELSE 'person' END, actor, address, NEW.note);
  RETURN NEW;
END $$;

CREATE TRIGGER order_events_trail AFTER INSERT ON order_events
  FOR EACH ROW EXECUTE FUNCTION order_trail_record();

-- Append-only: rows are never changed or removed.
CREATE FUNCTION order_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order_trail is append-only';
END $$;

CREATE TRIGGER order_trail_no_update BEFORE UPDATE OR DELETE ON order_trail
  FOR EACH ROW EXECUTE FUNCTION order_trail_append_only();

-- Orders placed before this migration keep their timeline; their trail starts here (system, no address).
INSERT INTO order_trail (serial_no, seq, from_status, to_status, at, actor_kind, person_id, ip, note)
SELECT e.serial_no, e.seq,
       lag(e.status) OVER (PARTITION BY e.serial_no ORDER BY e.seq),
       e.status, e.at,
       CASE WHEN e.seq = 1 THEN 'person' ELSE 'system' END,
       CASE WHEN e.seq = 1 THEN o.person_id END,
       NULL, e.note
  FROM order_events e JOIN orders o ON o.serial_no = e.serial_no;
