-- A library's own barcodes are kept as typed; uniqueness and lookups compare them upper-cased.
CREATE UNIQUE INDEX "items_barcode_key" ON "items" USING btree (upper("barcode"));
