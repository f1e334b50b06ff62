-- A legacy product remapped to a newer one (attribute remapped_to, platform §3) is no longer listed: the
-- search index leaves it out as it leaves out a product that is not standalone. Remapped products are
-- marked for the index's next refresh so a row indexed under the old rule is removed.
INSERT INTO search_dirty (product_id) SELECT product_id FROM products WHERE attributes->>'remapped_to' IS NOT NULL ON CONFLICT DO NOTHING;
