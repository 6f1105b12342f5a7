// Compiler test style: overloading ~= for custom pattern matching in switch over numbers
struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: ClosedRange<Double>, value: Int) -> Bool { pattern.contains(Double(value)) }
func classify(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    case Even(): return "even"
    case 0.5...9.5: return "small odd"
    default: return "big odd"
    }
}
for n in [0, 4, 3, 13, -7] { print(n, classify(n)) }
func grade(_ x: Double) -> String {
    switch x {
    case ..<0: return "negative"
    case 0..<0.5: return "low"
    case 0.5...1: return "high"
    case let v where v.isNaN: return "nan"
    default: return "over"
    }
}
print([-1, 0, 0.49999, 0.5, 1, 1.0000001, .nan].map(grade))
switch (3, -2) {
case (0..., 0...): print("Q1")
case (..<0, _): print("left")
case (_, ..<0): print("Q4")
default: print("?")
}

// expect: 0 zero
// expect: 4 even
// expect: 3 small odd
// expect: 13 big odd
// expect: -7 big odd
// expect: ["negative", "low", "low", "high", "high", "over", "nan"]
// expect: Q4
