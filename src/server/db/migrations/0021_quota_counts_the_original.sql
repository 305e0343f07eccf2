-- Decision 727: the storage quota counts the creator's file, not our previews, and the
-- stored original is never larger than the upload. Items stored before that change were
-- charged their re-encoded original plus previews; give them the same upper bound.
UPDATE "content_items" SET "stored_bytes" = "declared_size"
WHERE "status" = 'ready' AND "stored_bytes" > "declared_size";
