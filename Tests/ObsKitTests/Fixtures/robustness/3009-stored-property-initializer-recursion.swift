// Class: crash (stack overflow: SIGSEGV in Interpreter.makeInstance -> defaultFields -> construct, a
// recursion the interpreter's stack guard does not see). swiftc 6.3.1 compiles it and the program dies of
// the same stack overflow (SIGSEGV). ObsREPL stops it with its stack-overflow error (the stack guard is now
// checked where an instance is made, before its stored properties' initial values run).
class C { let c = C() }
_ = C()
// expect-error: Fatal error: stack overflow
