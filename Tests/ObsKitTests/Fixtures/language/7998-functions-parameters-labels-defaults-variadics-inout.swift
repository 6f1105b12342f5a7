// Swift book style (Functions): parameters, labels, defaults, variadics, inout, function types, nesting
func hello(person: String, alreadyGreeted: Bool) -> String {
    alreadyGreeted ? "Welcome back, \(person)" : "Hello, \(person)"
}
print(hello(person: "Nia", alreadyGreeted: true))
func minMax(_ a: [Int]) -> (min: Int, max: Int)? {
    guard var lo = a.first else { return nil }
    var hi = lo
    for v in a.dropFirst() { if v < lo { lo = v } else if v > hi { hi = v } }
    return (lo, hi)
}
if let b = minMax([8, -6, 2, 109, 3, 71]) { print("min \(b.min) max \(b.max)") }
print(minMax([]) == nil)
func move(from start: String, to end: String) -> String { "\(start) to \(end)" }
print(move(from: "Oslo", to: "Bergen"))
func power(_ base: Int, exponent: Int = 2) -> Int {
    var r = 1
    for _ in 0..<exponent { r *= base }
    return r
}
print(power(5), power(2, exponent: 10))
func mean(_ numbers: Double...) -> Double {
    numbers.reduce(0, +) / Double(numbers.count)
}
print(mean(1, 2, 3, 4), mean(3, 8.25, 18.75))
func swapValues(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }
var m = 3, n = 107
swapValues(&m, &n)
print(m, n)
func add(_ a: Int, _ b: Int) -> Int { a + b }
func mul(_ a: Int, _ b: Int) -> Int { a * b }
var op: (Int, Int) -> Int = add
print(op(2, 3))
op = mul
print(op(2, 3))
func printResult(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) { print("Result: \(f(a, b))") }
printResult(add, 4, 5)
func chooseStep(backward: Bool) -> (Int) -> Int {
    func forward(_ x: Int) -> Int { x + 1 }
    func back(_ x: Int) -> Int { x - 1 }
    return backward ? back : forward
}
var value = -3
let step = chooseStep(backward: value > 0)
while value != 0 { print("\(value)... "); value = step(value) }
print("zero!")
// expect: Welcome back, Nia
// expect: min -6 max 109
// expect: true
// expect: Oslo to Bergen
// expect: 25 1024
// expect: 2.5 10.0
// expect: 107 3
// expect: 5
// expect: 6
// expect: Result: 9
// expect: -3... 
// expect: -2... 
// expect: -1... 
// expect: zero!
