// Class: crash (arithmetic overflow trap in the interpreter's ClosedRange.count, Stdlib+Members.swift).
// swiftc 6.3.1: the program traps at run time (overflow in count = upper - lower + 1). ObsREPL should stop
// the script with its overflow error instead of dying.
print((0...Int.max).count)
// expect-error: arithmetic overflow
