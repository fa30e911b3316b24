-- The shop finder (domain/shop-search.ts): a folded text of name, city and address with a trigram
-- index (pg_trgm, created by 0026) for words, an index on the postcode for its prefix, and one on
-- latitude and longitude for the box that narrows a position search before the exact distance.
ALTER TABLE "shops" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(name || ' ' || city || ' ' || address), 'àáâãäåāçćčèéêëēęìíîïīłñńòóôõöøōùúûüūýÿžźżšśœæÀÁÂÃÄÅĀÇĆČÈÉÊËĒĘÌÍÎÏĪŁÑŃÒÓÔÕÖØŌÙÚÛÜŪÝŸŽŹŻŠŚŒÆ', 'aaaaaaaccceeeeeeiiiiilnnooooooouuuuuyyzzzssoaaaaaaaaccceeeeeeiiiiilnnooooooouuuuuyyzzzssoa')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "shops_company_position_idx" ON "shops" USING btree ("company_id","lat","lng");--> statement-breakpoint
CREATE INDEX "shops_search_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_company_zipcode_idx" ON "shops" USING btree ("company_id","zipcode" text_pattern_ops);