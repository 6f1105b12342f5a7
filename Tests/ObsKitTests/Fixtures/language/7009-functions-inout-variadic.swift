// Functions: labels, defaults, variadics, inout, function types, nested functions
// expected output: swiftc 6.3.1 (Linux), run on this machine
func greet(_ name: String, from town: String = "nowhere", excited: Bool = false) -> String {
    "Hi \(name) from \(town)" + (excited ? "!" : ".")
}
print(greet("Ann"))
print(greet("Ben", from: "Oslo", excited: true))

func stats(_ values: Double...) -> (min: Double, max: Double, mean: Double)? {
    guard let first = values.first else { return nil }
    var lo = first, hi = first, sum = 0.0
    for v in values {
        lo = min(lo, v); hi = max(hi, v); sum += v
    }
    return (lo, hi, sum / Double(values.count))
}
if let s = stats(4, 8, 1, 7) { print("min \(s.min) max \(s.max) mean \(s.mean)") }
print(stats() == nil ? "no values" : "some")

func normalize(_ values: inout [Int], to limit: Int) -> Int {
    var clipped = 0
    for i in values.indices where values[i] > limit {
        values[i] = limit
        clipped += 1
    }
    return clipped
}
var readings = [3, 15, 9, 22, 7]
let clipped = normalize(&readings, to: 10)
print(readings, "clipped \(clipped)")

func swapTwo<T>(_ a: inout T, _ b: inout T) { (a, b) = (b, a) }
var left = "L", right = "R"
swapTwo(&left, &right)
print(left, right)

func makeOperation(_ symbol: Character) -> ((Int, Int) -> Int)? {
    switch symbol {
    case "+": return (+)
    case "-": return { $0 - $1 }
    case "*": return { a, b in a * b }
    default: return nil
    }
}
for op in "+-*/" {
    if let f = makeOperation(op) { print("7 \(op) 3 = \(f(7, 3))") } else { print("no \(op)") }
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let lengthTimesTwo = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthTimesTwo("swift"))

func fibonacci(upTo n: Int) -> [Int] {
    func step(_ a: Int, _ b: Int, _ acc: [Int]) -> [Int] {
        a > n ? acc : step(b, a + b, acc + [a])
    }
    return step(0, 1, [])
}
print(fibonacci(upTo: 50))
func apply(times: Int, _ body: () -> Void) { for _ in 0..<times { body() } }
var hits = 0
apply(times: 4) { hits += 2 }
print("hits \(hits)")
let fnType: (Int) -> String = String.init
print(fnType(99) + "!", type(of: fnType))
// expect: Hi Ann from nowhere.
// expect: Hi Ben from Oslo!
// expect: min 1.0 max 8.0 mean 5.0
// expect: no values
// expect: [3, 10, 9, 10, 7] clipped 2
// expect: R L
// expect: 7 + 3 = 10
// expect: 7 - 3 = 4
// expect: 7 * 3 = 21
// expect: no /
// expect: 10
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: hits 8
// expect: 99! (Int) -> String
