// Class: crash (trap in SwiftDiagnostics: "FixIt.swift:97: A Fix-It must have at least one change").
// An invisible U+FEFF before `=` makes the parser offer a Fix-It with no changes, and building it traps.
// swiftc 6.3.1 rejects the line: "found an unexpected second identifier in constant declaration; is there an
// accidental break?" (then "'=' must have consistent whitespace on both sides"). ObsREPL should report a
// syntax error, not die.
let x ﻿= 1
print(x)
// expect-error: found an unexpected second identifier in constant declaration
