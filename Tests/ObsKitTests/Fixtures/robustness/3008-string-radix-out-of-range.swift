// Class: crash (found by obsfuzz: the host's String(_:radix:) precondition traps in the interpreter).
// swiftc 6.3.1 traps with "Swift/Integers.swift:1641: Fatal error: Radix must be between 2 and 36".
// ObsREPL should raise it as a script error.
print(String(Int.min, radix: 37))
// expect-error: Fatal error: Radix must be between 2 and 36
