// Functions: argument labels, default parameters, variadic parameters, inout, multiple returns
// expected output: swiftc 6.3.1 (Linux), run on this machine
func mean(_ numbers: Double...) -> Double {
    guard !numbers.isEmpty else { return 0 }
    var total = 0.0
    for n in numbers { total += n }
    return total / Double(numbers.count)
}
print(mean(1, 2, 3, 4, 5))
print(mean(3, 8.25, 18.75))
print(mean())

func join(_ parts: String..., separator: String = ", ", terminator end: String = ".") -> String {
    parts.joined(separator: separator) + end
}
print(join("a", "b", "c"))
print(join("x", "y", separator: " & "))
print(join("one", terminator: "!"))

func swapTwo<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var p = 3, q = 107
swapTwo(&p, &q)
print("p=\(p) q=\(q)")
var s1 = "left", s2 = "right"
swapTwo(&s1, &s2)
print(s1, s2)

func bump(_ value: inout Int, by step: Int = 1) { value += step }
var counter = 10
bump(&counter)
bump(&counter, by: 5)
print(counter)
var scores = [1, 2, 3]
bump(&scores[1], by: 100)
print(scores)

func minMax(of array: [Int]) -> (min: Int, max: Int)? {
    guard var lo = array.first else { return nil }
    var hi = lo
    for v in array.dropFirst() {
        if v < lo { lo = v } else if v > hi { hi = v }
    }
    return (lo, hi)
}
if let bounds = minMax(of: [8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
print(minMax(of: []) == nil)
func greeting(for person: String) -> String { "Hello, " + person + "!" }
print(greeting(for: "Dave"))
// expect: 3.0
// expect: 10.0
// expect: 0.0
// expect: a, b, c.
// expect: x & y.
// expect: one!
// expect: p=107 q=3
// expect: right left
// expect: 16
// expect: [1, 102, 3]
// expect: min is -6 and max is 109
// expect: true
// expect: Hello, Dave!
