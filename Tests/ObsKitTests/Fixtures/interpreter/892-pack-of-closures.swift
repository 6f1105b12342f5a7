// A pack of closures: `repeat () -> each R` called element by element, closures that take each element,
// and closures made inside a `repeat`. Expected output: swiftc 6.3.1 on this machine.
func callAll<each R>(_ makers: repeat () -> each R) -> (repeat each R) {
    (repeat (each makers)())
}
let made = callAll({ 1 + 1 }, { "s" + "t" }, { [3] })
print(made)
print(callAll({ 42 }))
func apply<each T, each U>(_ values: repeat each T, through functions: repeat (each T) -> each U) -> (repeat each U) {
    (repeat (each functions)(each values))
}
print(apply(3, "ab", through: { $0 * 2 }, { $0.uppercased() }))
func describeEach<each T>(_ values: repeat each T) -> [String] {
    var lines: [String] = []
    repeat lines.append({ (v: Any) in "item \(v)" }(each values))
    return lines
}
print(describeEach(7, "x"))
var log: [String] = []
func runEach<each T>(_ actions: repeat (each T) -> Void, with values: repeat each T) {
    repeat (each actions)(each values)
}
runEach({ (n: Int) in log.append("int \(n)") }, { (s: String) in log.append("string \(s)") }, with: 5, "five")
print(log)

// expect: (2, "st", [3])
// expect: 42
// expect: (6, "AB")
// expect: ["item 7", "item x"]
// expect: ["int 5", "string five"]
