// Class: hang (exponential: SwiftParser's lookahead, from SwiftSource.isComplete in InputAccumulator.feed:
// 15 brackets 0.13 s, 20 brackets 4.0 s, 25 brackets 124 s of CPU; Parser.Lookahead.canParseCollectionTypeBody ->
// canParseInlineArrayTypeBody -> canParseType, tries each unclosed `[` as an array type and as an inline
// array type; time doubles per bracket: found by obsfuzz). swiftc 6.3.1 answers at once: "expected
// expression in container literal" (ObsREPL's SwiftParser says "expected ']' to end array"). ObsREPL now
// refuses '[' nested more than 12 deep before parsing (SourceScanner: at 12 levels the parser takes at most
// about 0.25 s), with a caret at the 13th '['; completeness no longer asks the parser while a '[' is open.
let a = [[[[[[[[[[[[[[[[[[[[
// expect-error: '[' nested more than 12 deep
