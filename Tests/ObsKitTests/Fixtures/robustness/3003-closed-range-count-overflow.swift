// Class: crash (arithmetic overflow trap in the interpreter's ClosedRange.count, Stdlib+Members.swift).
// swiftc 6.3.1: the program traps at run time (overflow in count = upper - lower + 1). ObsREPL stops the
// script with Swift's words for that trap (see 3002).
print((0...Int.max).count)
// expect-error: Swift runtime failure: arithmetic overflow
