-- The staff queue filtered by status, ward and type (issue 31: the three filters a ward officer sets): one index walk over
-- that (ward, type, status) in date order, in place of a BitmapAnd of the status and ward indexes and a sort.
CREATE INDEX "complaints_ward_type_status_idx" ON "complaints" USING btree ("ward","grievance_type","status","entry_date","id");