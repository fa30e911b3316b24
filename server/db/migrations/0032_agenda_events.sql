-- The back-office agenda's live updates (decision 231): every change to an appointment (booked,
-- held, paid, cancelled, released, moved) and every change of an order's payment or status
-- notifies 'agenda_events' with the company, the shop and the shop-local day touched. A NOTIFY
-- is delivered at its transaction's commit (never for a rolled-back one), the same payload once
-- per transaction, to every process listening on this database (server/agenda/events.ts).
CREATE FUNCTION agenda_appointment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT time_zone INTO zone FROM shops WHERE id = NEW.shop_id;
  PERFORM pg_notify('agenda_events', json_build_object('companyId', NEW.company_id, 'shopId', NEW.shop_id, 'date', to_char(NEW.start_at AT TIME ZONE coalesce(zone, 'UTC'), 'YYYY-MM-DD'))::text);
  IF TG_OP = 'UPDATE' AND (OLD.start_at <> NEW.start_at OR OLD.shop_id <> NEW.shop_id) THEN
    PERFORM pg_notify('agenda_events', json_build_object('companyId', OLD.company_id, 'shopId', OLD.shop_id, 'date', to_char(OLD.start_at AT TIME ZONE coalesce(zone, 'UTC'), 'YYYY-MM-DD'))::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_agenda AFTER INSERT OR UPDATE OF status, start_at, end_at, employee_id, cabin_id, shop_id ON appointments FOR EACH ROW EXECUTE FUNCTION agenda_appointment_changed();
--> statement-breakpoint
CREATE FUNCTION agenda_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agenda_events', json_build_object('companyId', a.company_id, 'shopId', a.shop_id, 'date', to_char(a.start_at AT TIME ZONE s.time_zone, 'YYYY-MM-DD'))::text)
  FROM appointments a JOIN shops s ON s.id = a.shop_id
  WHERE a.order_id = NEW.id AND a.company_id = NEW.company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_orders_agenda AFTER UPDATE OF status, paid_online ON booking_orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.paid_online IS DISTINCT FROM NEW.paid_online) EXECUTE FUNCTION agenda_order_changed();
