// Swift Puzzlers style (literal types): what type a literal becomes depends on context, custom ExpressibleBy literals and overloads
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    let value: Double
    init(integerLiteral v: Int) { value = Double(v); print("  int literal \(v)") }
    init(floatLiteral v: Double) { value = v; print("  float literal \(v)") }
    var description: String { "\(value)m" }
}

func measure(_ m: Meters) -> String { "meters \(m)" }
func kind(_ x: Int) -> String { "Int" }
func kind(_ x: Double) -> String { "Double" }
func kind(_ x: String) -> String { "String" }
func kind(_ x: Character) -> String { "Character" }

// Puzzle: which initializer and which overload are used?
print(measure(3))
print(measure(2.5))
let m: Meters = 7
print(m)

print(kind(1), kind(1.0), kind("a"), kind("ab"))
let c: Character = "z"
print(kind(c), kind(1 + 2), kind(1 + 2.0))
let arr = [1, 2.5]
let mixed = [1, 2]
print(type(of: arr), type(of: mixed), type(of: 1 / 2), type(of: 1.0 / 2))
let big = 10_000_000_000
print(type(of: big), type(of: 0x10), type(of: 1e3), type(of: "\u{41}"))
let d: Double = 1 / 3
let e = Double(1 / 3)
print(d, e)
let u: UInt8 = 0b1010
print(u, type(of: u + 1), kind(Int(u) * 2))
let items: [Meters] = [1, 2, 3.5]
print(items)

// expect:   int literal 3
// expect: meters 3.0m
// expect:   float literal 2.5
// expect: meters 2.5m
// expect:   int literal 7
// expect: 7.0m
// expect: Int Double String String
// expect: Character Int Double
// expect: Array<Double> Array<Int> Int Double
// expect: Int Int Double String
// expect: 0.3333333333333333 0.0
// expect: 10 UInt8 Int
// expect:   int literal 1
// expect:   int literal 2
// expect:   float literal 3.5
// expect: [1.0m, 2.0m, 3.5m]
