// Class: crash (arithmetic overflow in the interpreter's raw-value auto-increment: `b` would be
// Int.max + 1). swiftc 6.3.1 rejects it at compile time: "integer literal '9223372036854775808' overflows
// when stored into 'Int'". ObsREPL should report that error.
enum E: Int { case a = 9223372036854775807, b }
print(E.b.rawValue)
// expect-error: integer literal '9223372036854775808' overflows when stored into 'Int'
