// Compiler test style: variadic parameters, multiple variadics, generic variadics and forwarding as arrays
func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
print(sum(), sum(1), sum(1, 2, 3, 4))

func describe(_ label: String, _ values: Double..., unit: String = "m") -> String {
    "\(label)[\(values.count)]: " + values.map { "\($0)\(unit)" }.joined(separator: " ")
}
print(describe("none"))
print(describe("lens", 1.5, 2.25, unit: "cm"))

// Multiple variadic parameters separated by labels
func zipJoin(_ keys: String..., values: Int...) -> [String] {
    zip(keys, values).map { "\($0):\($1)" }
}
print(zipJoin("a", "b", "c", values: 1, 2))

// Generic variadic
func largest<T: Comparable>(_ first: T, _ rest: T...) -> T {
    rest.reduce(first) { $0 > $1 ? $0 : $1 }
}
print(largest(3), largest(4, 9, 2), largest("pear", "apple", "zebra"))

// Any variadic: mixed types and optionals
func kinds(_ items: Any...) -> [String] {
    items.map { item in
        switch item {
        case is Int: return "Int"
        case is String: return "String"
        case let d as Double where d < 0: return "negDouble"
        case is Double: return "Double"
        case is [Int]: return "[Int]"
        default: return "other(\(type(of: item)))"
        }
    }
}
print(kinds(1, "s", -2.5, 3.0, [1, 2], true, Optional<Int>.none as Any))

// Variadic inside a closure type and forwarding
func apply(_ f: ([Int]) -> Int, _ xs: Int...) -> Int { f(xs) }
print(apply({ $0.count }, 9, 8, 7))
func average(_ xs: Int...) -> Double {
    xs.isEmpty ? 0 : Double(sum(xs)) / Double(xs.count)
}
func sum(_ xs: [Int]) -> Int { xs.reduce(0, +) }
print(average(1, 2, 3, 4), average())

// Variadic initializer and subscript
struct Polygon {
    var points: [(Int, Int)]
    init(_ pts: (Int, Int)...) { points = pts }
    subscript(indices: Int...) -> [(Int, Int)] { indices.map { points[$0] } }
}
let tri = Polygon((0, 0), (4, 0), (0, 3))
print(tri.points.count, tri[2, 0])

// Variadic of closures
func pipeline(_ start: Int, _ stages: (Int) -> Int...) -> [Int] {
    var results = [start]
    for s in stages { results.append(s(results.last!)) }
    return results
}
print(pipeline(2, { $0 * 3 }, { $0 - 1 }, { $0 * $0 }))

// print itself is variadic: separator and terminator
print("a", "b", "c", separator: "-", terminator: "|\n")
print(1, 2.5, "x", [1], separator: ", ")

// expect: 0 1 10
// expect: none[0]: 
// expect: lens[2]: 1.5cm 2.25cm
// expect: ["a:1", "b:2"]
// expect: 3 9 zebra
// expect: ["Int", "String", "negDouble", "Double", "[Int]", "other(Bool)", "other(Optional<Int>)"]
// expect: 3
// expect: 2.5 0.0
// expect: 3 [(0, 3), (0, 0)]
// expect: [2, 6, 5, 25]
// expect: a-b-c|
// expect: 1, 2.5, x, [1]
