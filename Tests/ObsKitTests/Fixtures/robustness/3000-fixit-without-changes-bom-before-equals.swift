// Class: crash (trap in SwiftDiagnostics: "FixIt.swift:97: A Fix-It must have at least one change").
// An invisible U+FEFF before `=` makes the parser offer a Fix-It with no changes, and building it traps.
// swiftc 6.3.1 rejects the line: "found an unexpected second identifier in constant declaration; is there an
// accidental break?" (then "'=' must have consistent whitespace on both sides"): swiftc lexes U+FEFF as a
// character of an identifier. ObsREPL now parses it as swiftc lexes it (as U+200B, another invisible
// identifier character) and reports the syntax error in SwiftParser's words, as for `let x y= 1`:
// "expected ':' in type annotation".
let x ﻿= 1
print(x)
// expect-error: expected ':' in type annotation
