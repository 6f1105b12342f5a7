// Compiler test style: Strideable conformance for a custom type used in ranges and strides
struct Day: Strideable, CustomStringConvertible {
    var n: Int
    func distance(to other: Day) -> Int { other.n - n }
    func advanced(by k: Int) -> Day { Day(n: n + k) }
    var description: String { "D\(n)" }
}
let a = Day(n: 1), b = Day(n: 5)
print(Array(a..<b))
print(Array(a...b).count)
print(Array(stride(from: a, through: Day(n: 10), by: 3)))
print(Array(stride(from: b, to: a, by: -2)))
print(a < b, a == Day(n: 1), max(a, b))
print((a...b).contains(Day(n: 3)))
print(a.distance(to: b), b.advanced(by: -4))
for d in a..<Day(n: 3) { print(d) }
print((a..<b).map { $0.n * $0.n })

// expect: [D1, D2, D3, D4]
// expect: 5
// expect: [D1, D4, D7, D10]
// expect: [D5, D3]
// expect: true true D5
// expect: true
// expect: 4 D1
// expect: D1
// expect: D2
// expect: [1, 4, 9, 16]
