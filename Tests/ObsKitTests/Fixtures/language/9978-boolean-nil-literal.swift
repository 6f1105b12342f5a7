// Apple docs style (ExpressibleByBooleanLiteral / ExpressibleByNilLiteral): feature flags and an optional-like wrapper
enum Toggle: ExpressibleByBooleanLiteral, CustomStringConvertible {
    case on, off
    init(booleanLiteral value: Bool) { self = value ? .on : .off }
    var description: String { self == .on ? "ON" : "off" }
    mutating func flip() { self = (self == .on) ? .off : .on }
}

struct Features {
    var darkMode: Toggle = true
    var beta: Toggle = false
    var sync: Toggle = true
}

var f = Features()
print("darkMode:", f.darkMode, "beta:", f.beta, "sync:", f.sync)
f.beta.flip()
f.sync = false
print("after:", f.darkMode, f.beta, f.sync)
let all: [Toggle] = [true, false, false, true]
print("count on:", all.filter { $0 == .on }.count)

enum Setting: ExpressibleByNilLiteral, CustomStringConvertible {
    case inherited
    case value(Int)
    init(nilLiteral: ()) { self = .inherited }
    var description: String {
        switch self {
        case .inherited: return "inherited"
        case .value(let v): return "value \(v)"
        }
    }
    func resolve(parent: Int) -> Int {
        if case .value(let v) = self { return v }
        return parent
    }
}

let fontSize: Setting = nil
let margin: Setting = .value(8)
print("fontSize:", fontSize, "->", fontSize.resolve(parent: 14))
print("margin:", margin, "->", margin.resolve(parent: 14))

func apply(_ s: Setting = nil) -> String { "applied \(s)" }
print(apply())
print(apply(.value(2)))
let layered: [Setting] = [nil, .value(3), nil]
print("resolved:", layered.map { $0.resolve(parent: 10) })

// Optional itself is ExpressibleByNilLiteral; Bool is ExpressibleByBooleanLiteral.
var maybe: Int? = 5
maybe = nil
print("maybe:", maybe as Any, "is nil:", maybe == nil)
func flag<T: ExpressibleByBooleanLiteral>(_ type: T.Type) -> T { true }
print("generic true as Bool:", flag(Bool.self), "as Toggle:", flag(Toggle.self))
func none<T: ExpressibleByNilLiteral>(_ type: T.Type) -> T { nil }
print("generic nil as Setting:", none(Setting.self), "as String?:", none(String?.self) as Any)

// expect: darkMode: ON beta: off sync: ON
// expect: after: ON ON off
// expect: count on: 2
// expect: fontSize: inherited -> 14
// expect: margin: value 8 -> 8
// expect: applied inherited
// expect: applied value 2
// expect: resolved: [10, 3, 10]
// expect: maybe: nil is nil: true
// expect: generic true as Bool: true as Toggle: ON
// expect: generic nil as Setting: inherited as String?: nil
