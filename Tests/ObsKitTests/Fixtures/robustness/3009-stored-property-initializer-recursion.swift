// Class: crash (stack overflow: SIGSEGV in Interpreter.makeInstance -> defaultFields -> construct, a
// recursion the interpreter's stack guard does not see). swiftc 6.3.1 compiles it and the program dies of
// the same stack overflow (SIGSEGV). ObsREPL should stop it with its stack-overflow error.
class C { let c = C() }
_ = C()
// expect-error: Fatal error: stack overflow
