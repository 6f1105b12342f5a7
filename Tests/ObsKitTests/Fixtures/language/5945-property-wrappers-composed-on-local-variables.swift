// Property wrappers composed on local variables (SE-0258): the outer wrapper is made around the inner one, reads and writes go through both, $x is the outer's projection, and a closure captures the composed storage
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
@propertyWrapper struct Logged<V> {
    var value: V
    init(wrappedValue: V) { value = wrappedValue; print("Logged init \(wrappedValue)") }
    var wrappedValue: V { get { value } set { print("Logged set \(newValue)"); value = newValue } }
    var projectedValue: String { "logged" }
}
@propertyWrapper struct Clamped {
    var v: Int; let max: Int
    init(wrappedValue: Int, max: Int) { self.max = max; v = min(wrappedValue, max); print("Clamped init") }
    var wrappedValue: Int { get { v } set { v = min(newValue, max) } }
}
func f() {
    @Logged @Clamped(max: 10) var x = 5
    x += 20
    print(x, $x)
    let c = { x = 3; print("in closure", x) }
    c()
    print(x)
}
f()
func g() {
    @Logged @Logged var y = "a"
    y = "b"
    print(y)
}
g()

// expect: Clamped init
// expect: Logged init Clamped(v: 5, max: 10)
// expect: Logged set Clamped(v: 10, max: 10)
// expect: 10 logged
// expect: Logged set Clamped(v: 3, max: 10)
// expect: in closure 3
// expect: 3
// expect: Logged init a
// expect: Logged init Logged<String>(value: "a")
// expect: Logged set b
// expect: Logged set Logged<String>(value: "b")
// expect: b
