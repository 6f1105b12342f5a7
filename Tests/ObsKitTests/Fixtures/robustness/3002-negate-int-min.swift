// Class: crash (arithmetic overflow trap in the interpreter's own prefix minus, Interpreter.prefix).
// Swift traps at run time ("Swift runtime failure: arithmetic overflow"; written as `-Int.min` it is a
// compile-time error: "arithmetic operation '0 - -9223372036854775808' (on signed 64-bit integer type)
// results in an overflow"). ObsREPL should stop the script with its own overflow error.
let m = Int.min
print(-m)
// expect-error: arithmetic overflow
