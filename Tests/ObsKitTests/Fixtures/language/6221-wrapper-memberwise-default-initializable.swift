// A wrapped property without an initial value whose wrapper can be made with init(): the memberwise initializer takes the wrapper; one without init() or with an initial value takes the wrapped value
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
@propertyWrapper struct Defaulted { var wrappedValue: Int = 42 }
struct Cfg { @Defaulted var answer: Int }
print(Cfg(answer: Defaulted(wrappedValue: 7)).answer, Cfg().answer)
@propertyWrapper struct Plain { var wrappedValue: Int }
struct Cfg2 { @Plain var answer: Int }
print(Cfg2(answer: 5).answer)
struct Cfg3 { @Defaulted var answer: Int = 9 }
print(Cfg3(answer: 11).answer, Cfg3().answer)

// expect: 7 42
// expect: 5
// expect: 11 9
