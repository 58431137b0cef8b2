-- Custom SQL migration file, put your code below! --
-- The GSTIN the business details name now keeps the series its invoices have always had (KIT).
INSERT INTO `invoice_series` (`gstin`, `prefix`, `created_at`)
SELECT json_extract(`value`, '$.gstin'), 'KIT', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM `site_settings`
WHERE `key` = 'business' AND json_extract(`value`, '$.gstin') IS NOT NULL;
