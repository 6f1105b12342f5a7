// Article 002, value state (listing 002-04): the listing keeps the article's `...` placeholder where the body goes, so loading it must stop with a parse error (SwiftParser: "expected expression ..."), not "not supported". the listings folder's README (incomplete listings); no rule of docs/rules.md.
//> include 002-04-value-state.swift
:mount ContentView()

// expect-error: expected expression
