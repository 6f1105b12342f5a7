// Swift book style: ranges as values and as patterns: switch over numbers, ~= with generic ranges, custom Comparable bounds
// known-gap: error: 4546-range-patterns.swift:54:10: error: cannot find 'PartialRangeFrom' in scope
func describe(_ n: Int) -> String {
    switch n {
    case ..<0: return "negative"
    case 0: return "zero"
    case 1...9: return "single digit"
    case 10..<100: return "double digits"
    default: return "many digits"
    }
}

for n in [-5, 0, 7, 42, 1000] {
    print(n, describe(n))
}

func bucket(_ temperature: Double) -> String {
    switch temperature {
    case ..<0.0: return "freezing"
    case 0.0..<15.0: return "cold"
    case 15.0..<25.0: return "mild"
    case 25.0...: return "hot"
    default: return "unknown"
    }
}
print([-2.5, 0.0, 14.999, 15.0, 30.1, Double.nan].map(bucket))

func classify<T: Comparable>(_ value: T, _ ranges: [(ClosedRange<T>, String)]) -> String {
    for (range, label) in ranges where range ~= value {
        return label
    }
    return "none"
}
let grades: [(ClosedRange<Int>, String)] = [(90...100, "A"), (80...89, "B"), (0...79, "C")]
print([95, 85, 50, 101].map { classify($0, grades) })
print(classify("m", [("a"..."f", "early"), ("g"..."p", "middle"), ("q"..."z", "late")]))

enum Level: Int, Comparable {
    case debug, info, warning, error, fatal
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
let serious = Level.warning...Level.fatal
for level in [Level.debug, .info, .warning, .fatal] {
    print(level, serious.contains(level))
}
print((Level.info..<Level.error).contains(.warning), (Level.info..<Level.error).contains(.error))

let r = 1.5...4.5
print(r.contains(4.5), r.contains(4.5000001), r.lowerBound, r.upperBound)
print((0.0..<1.0).isEmpty, (1.0..<1.0).isEmpty, (1...1).count)
print(r.overlaps(4.0...6.0), r.overlaps(5.0...6.0), (0..<5).overlaps(5..<10))
let numbers = Array(0..<20)
print(numbers[5...8], numbers[..<3], numbers[17...])
let pr = PartialRangeFrom(10)
print(pr.contains(9), pr.contains(1_000_000), (...5).contains(-100))
print((1...10).reversed().map { $0 }, (0..<10).filter { $0 % 3 == 0 })
let x = 7
if case 5...10 = x { print("x in 5...10") }
if (Int(Int8.min)...Int(Int8.max)) ~= 200 { print("fits Int8") } else { print("does not fit Int8") }
print(UInt8.min...UInt8.max, 0.5..<2.5)
// expect: -5 negative
// expect: 0 zero
// expect: 7 single digit
// expect: 42 double digits
// expect: 1000 many digits
// expect: ["freezing", "cold", "cold", "mild", "hot", "unknown"]
// expect: ["A", "B", "C", "none"]
// expect: middle
// expect: debug false
// expect: info false
// expect: warning true
// expect: fatal true
// expect: true false
// expect: true false 1.5 4.5
// expect: false true 1
// expect: true false false
// expect: [5, 6, 7, 8] [0, 1, 2] [17, 18, 19]
// expect: false true true
// expect: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] [0, 3, 6, 9]
// expect: x in 5...10
// expect: does not fit Int8
// expect: 0...255 0.5..<2.5
