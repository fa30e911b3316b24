-- The business's customer search (domain/customer-search.ts): a folded text kept by the database
-- and a trigram index over it (pg_trgm; PGlite loads the extension at open), so any part of a
-- name, an e-mail or a phone is found among 100,000 customers without reading them all.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(firstname || ' ' || lastname || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')), 'àáâãäåāçćčèéêëēęìíîïīłñńòóôõöøōùúûüūýÿžźżšśœæÀÁÂÃÄÅĀÇĆČÈÉÊËĒĘÌÍÎÏĪŁÑŃÒÓÔÕÖØŌÙÚÛÜŪÝŸŽŹŻŠŚŒÆ', 'aaaaaaaccceeeeeeiiiiilnnooooooouuuuuyyzzzssoaaaaaaaaccceeeeeeiiiiilnnooooooouuuuuyyzzzssoa')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_name_idx" ON "customers" USING btree ("company_id","lastname","firstname","id");