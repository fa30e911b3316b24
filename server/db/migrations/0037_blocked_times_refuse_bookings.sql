-- Blocked time is refused to bookings by the database itself (decision 233): an appointment
-- written or moved onto an employee's, cabin's or equipment's blocked time fails like an overlap
-- (exclusion_violation, so every booking path answers it 'slot_taken'). A blocked time and a
-- booking of the same column are serialised by an advisory lock per column: the booking takes it
-- shared (bookings never wait on each other), the blocked time's write takes it exclusive and
-- then looks for the bookings already there (server/agenda/blocked-time.ts).
CREATE FUNCTION appointment_on_blocked_time() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('active', 'held') THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(43301, NEW.employee_id);
  IF NEW.cabin_id IS NOT NULL THEN PERFORM pg_advisory_xact_lock_shared(43302, NEW.cabin_id); END IF;
  IF NEW.equipment_id IS NOT NULL THEN PERFORM pg_advisory_xact_lock_shared(43302, NEW.equipment_id); END IF;
  IF EXISTS (
    SELECT 1 FROM blocked_times b
    WHERE b.company_id = NEW.company_id
      AND (b.employee_id = NEW.employee_id OR b.resource_id = NEW.cabin_id OR b.resource_id = NEW.equipment_id)
      AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange(NEW.start_at, NEW.end_at, '[)')
  ) THEN
    RAISE EXCEPTION 'the time is blocked on this column' USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'appointments_blocked_time';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_blocked_time BEFORE INSERT OR UPDATE OF start_at, end_at, employee_id, cabin_id, equipment_id ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointment_on_blocked_time();
--> statement-breakpoint
-- A blocked time added or removed shows on the open agendas like a booking does (decision 231).
CREATE FUNCTION agenda_blocked_time_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  zone text;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  SELECT time_zone INTO zone FROM shops WHERE id = r.shop_id;
  PERFORM pg_notify('agenda_events', json_build_object('companyId', r.company_id, 'shopId', r.shop_id, 'date', to_char(r.start_at AT TIME ZONE coalesce(zone, 'UTC'), 'YYYY-MM-DD'))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blocked_times_agenda AFTER INSERT OR UPDATE OR DELETE ON blocked_times FOR EACH ROW EXECUTE FUNCTION agenda_blocked_time_changed();
