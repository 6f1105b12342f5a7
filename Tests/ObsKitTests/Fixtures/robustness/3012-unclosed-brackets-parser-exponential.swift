// Class: hang (exponential: SwiftParser's lookahead, from SwiftSource.isComplete in InputAccumulator.feed:
// 15 brackets 0.13 s, 20 brackets 4.0 s, 25 brackets 124 s of CPU; Parser.Lookahead.canParseCollectionTypeBody ->
// canParseInlineArrayTypeBody -> canParseType, tries each unclosed `[` as an array type and as an inline
// array type; time doubles per bracket: found by obsfuzz). swiftc 6.3.1 answers at once: "expected
// expression in container literal" (ObsREPL's SwiftParser says "expected ']' to end array"). ObsREPL should answer as fast (cap the nesting it hands the parser, or
// report too deep nesting).
let a = [[[[[[[[[[[[[[[[[[[[
// expect-error: expected ']' to end array
