-- The promotions facet's 3_ships_free value now also follows the 3 ships free offer's shipping group
-- (shipperhq_shipping_group 3_FREE_ALL, free_3 or cart_free: the rulebook's isThreeShipsFree), and a
-- promotion flag reads as the rulebook reads it (1, true or yes). Every product is marked for the
-- search index's next refresh so rows indexed under the old rule are rebuilt.
INSERT INTO search_dirty (product_id) SELECT product_id FROM products ON CONFLICT DO NOTHING;
