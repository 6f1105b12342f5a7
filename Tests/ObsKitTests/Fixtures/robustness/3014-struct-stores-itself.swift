// Class: crash (stack overflow, SIGSEGV: a struct whose stored property's initial value builds the same
// struct; found by obsfuzz). swiftc 6.3.1 rejects it: "value type 'P' cannot have a stored property that
// recursively contains it". ObsREPL should report that error (or at least its stack-overflow error).
struct P { let again = P() }
_ = P()
print("end")
// expect-error: value type 'P' cannot have a stored property that recursively contains it
