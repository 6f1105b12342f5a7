// Compiler test style: ExpressibleByIntegerLiteral, FloatLiteral, BooleanLiteral, NilLiteral and character literals
// known-gap: line 6: expected "int literal 1", got "float literal 1.0"
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var value: Double
    init(integerLiteral value: Int) {
        print("int literal \(value)")
        self.value = Double(value)
    }
    init(floatLiteral value: Double) {
        print("float literal \(value)")
        self.value = value
    }
    var description: String { "\(value)m" }
}

struct Flag: ExpressibleByBooleanLiteral {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
}

enum Setting: ExpressibleByNilLiteral, Equatable {
    case unset
    case value(Int)
    init(nilLiteral: ()) { self = .unset }
}

struct Glyph: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral {
    let text: String
    init(unicodeScalarLiteral value: Unicode.Scalar) { text = "scalar:\(value)" }
    init(extendedGraphemeClusterLiteral value: Character) { text = "cluster:\(value)" }
}

func measure(_ length: Meters = 10) -> String { "measured \(length)" }

let height: Meters = 3
let width: Meters = 2.5
print(height, width)
print(measure())
let distances: [Meters] = [1, 2.25, -4]
print(distances)
print((7 as Meters).value + 0.5)

let debug: Flag = true
let flags: [Flag] = [false, true, true]
print(debug.on, flags.filter(\.on).count)

var setting: Setting = nil
print(setting == nil, setting)
setting = .value(3)
print(setting == nil, setting != .unset)

let a: Glyph = "x"
let b: Glyph = "🇯🇵"
print(a.text, b.text)
// expect: int literal 3
// expect: float literal 2.5
// expect: 3.0m 2.5m
// expect: int literal 10
// expect: measured 10.0m
// expect: int literal 1
// expect: float literal 2.25
// expect: int literal -4
// expect: [1.0m, 2.25m, -4.0m]
// expect: int literal 7
// expect: 7.5
// expect: true 2
// expect: true unset
// expect: false true
// expect: cluster:x cluster:🇯🇵
