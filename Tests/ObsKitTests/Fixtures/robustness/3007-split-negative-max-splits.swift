// Class: crash (the host's precondition traps inside the interpreter's split). swiftc 6.3.1 traps with
// "Swift/Collection.swift:1555: Fatal error: Must take zero or more splits". ObsREPL should raise it as a
// script error.
print("a,b".split(separator: ",", maxSplits: -1))
// expect-error: Fatal error: Must take zero or more splits
