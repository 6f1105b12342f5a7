// Class: crash (arithmetic overflow trap in the interpreter's own prefix minus, Interpreter.prefix).
// Swift traps at run time (written as `-Int.min` it is a compile-time error: "arithmetic operation '0 -
// -9223372036854775808' (on signed 64-bit integer type) results in an overflow"). The trap's only words are
// those Swift's backtracer prints for a binary with debug information (swiftc -g 6.3.1, checked):
// "*** Swift runtime failure: arithmetic overflow ***" (a binary without it prints none). ObsREPL stops
// the script with those words, as for every overflow of its integer arithmetic.
let m = Int.min
print(-m)
// expect-error: Swift runtime failure: arithmetic overflow
