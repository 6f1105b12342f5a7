// Class: crash (arithmetic overflow in the interpreter's own raw-value auto-increment,
// Interpreter.assignRawValues). A last case with raw value Int.max has no successor to compute, yet the
// interpreter computes one. swiftc 6.3.1 compiles and runs this: it prints 9223372036854775807.
enum E: Int { case a = 9223372036854775807 }
print(E.a.rawValue)
// expect: 9223372036854775807
