// Swift book style (Functions): variadic parameters, inout swapping, default and labeled arguments, function types as parameters and returns, nested functions
func mean(_ values: Double...) -> Double {
    if values.isEmpty { return 0 }
    return values.reduce(0, +) / Double(values.count)
}
print(mean(1, 2, 3, 4), mean())

func exchange<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
var left = "L", right = "R"
exchange(&left, &right)
print(left, right)

func bump(_ n: inout Int, by step: Int = 1) { n += step }
var counter = 10
bump(&counter)
bump(&counter, by: 5)
print(counter)

func join(_ parts: [String], with separator: String = "-", upper: Bool = false) -> String {
    let s = parts.joined(separator: separator)
    return upper ? s.uppercased() : s
}
print(join(["a", "b"]), join(["a", "b"], with: "+", upper: true))

func add(_ a: Int, _ b: Int) -> Int { a + b }
func multiply(_ a: Int, _ b: Int) -> Int { a * b }
var op: (Int, Int) -> Int = add
print(op(3, 4))
op = multiply
print(op(3, 4))

func apply(_ f: (Int, Int) -> Int, _ x: Int, _ y: Int) -> String { "result \(f(x, y))" }
print(apply(add, 6, 7), apply(-, 6, 7))

func stepper(forward: Bool) -> (Int) -> Int {
    func inc(_ x: Int) -> Int { x + 1 }
    func dec(_ x: Int) -> Int { x - 1 }
    return forward ? inc : dec
}
var value = -3
let move = stepper(forward: value < 0)
while value != 0 {
    print(value, terminator: " ")
    value = move(value)
}
print("zero")

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs.dropFirst() { lo = min(lo, x); hi = max(hi, x) }
    return (lo, hi)
}
if let r = minMax([8, -6, 2, 109, 3]) { print(r.min, r.max) }
print(minMax([]) == nil)
func noReturn() { print("nothing returned") }
let unit: Void = noReturn()
print(unit == ())

// expect: 2.5 0.0
// expect: R L
// expect: 16
// expect: a-b A+B
// expect: 7
// expect: 12
// expect: result 13 result -1
// expect: -3 -2 -1 zero
// expect: -6 109
// expect: true
// expect: nothing returned
// expect: true
