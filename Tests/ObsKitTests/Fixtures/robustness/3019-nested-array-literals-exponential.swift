// Class: hang (exponential front end: 25 nested array literals). The time goes to SwiftParser's lookahead
// (Parser.Lookahead.canParseCollectionTypeBody / canParseInlineArrayTypeBody / canParseType, trying each `[`
// as an array type and as an inline-array type), called from SwiftSource.isComplete in
// InputAccumulator.feed: 15 levels 0.16 s, 20 levels 5.0 s, 25 levels > 135 s of CPU (release build).
// swiftc 6.3.1 compiles and runs it at once and prints 1. ObsREPL refuses nesting deeper than a stated
// limit (12 '[' in one another, SourceScanner.bracketNestingLimit) with a clear error before parsing: the
// parser's time doubles per level and it is not our code. 12 levels run (FrontEndSpeedTests).
let a = [[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]
print(a.count)
// expect-error: '[' nested more than 12 deep
