// Class: crash (stack overflow, SIGSEGV: found by obsfuzz when the memberwise initializer came to run a
// plain field's default with the arguments, before the instance is made and the stack checked). An array of
// the struct itself is allowed by swiftc 6.3.1 (arrays are indirect); the default builds one forever, and
// the program runs out of stack. ObsREPL stops with its stack-overflow error.
struct FuzzBox { var again: [FuzzBox] = [FuzzBox()] }
_ = FuzzBox()
print("after")
// expect-error: stack overflow
