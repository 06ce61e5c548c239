-- The header search (docs/dealer-api.md, "Search"): every spelling of a brand or a model the
-- visitor may type, normalised to one folded Latin key (search-text.ts), in an FTS5 index with
-- the trigram tokenizer, so that a prefix (suggestions as one types) and a misspelling (shared
-- trigrams) are found by the index. The synonyms are the spellings the names do not give:
-- Russian ones («хендай», «шкода») and usual mistakes; the names and codes themselves are
-- added when the index is built.
CREATE TABLE search_synonyms (
  term TEXT NOT NULL,
  brand_code TEXT NOT NULL,
  -- NULL: the term names the brand.
  model_code TEXT
);
CREATE UNIQUE INDEX search_synonyms_term ON search_synonyms (term, brand_code, IFNULL(model_code, ''));

CREATE VIRTUAL TABLE search_terms USING fts5 (
  key,
  brand_code UNINDEXED,
  model_code UNINDEXED,
  tokenize = 'trigram'
);
