// Compiler test style: generic code using static members of T (T.zero, T.init) chosen by static type
// known-gap: error: 3661-generic-code-using-static.swift:8:58: error: value of type '_.Type' has no member 'defaultValue'
protocol Defaultable { static var defaultValue: Self { get } }
extension Int: Defaultable { static var defaultValue: Int { -1 } }
extension String: Defaultable { static var defaultValue: String { "?" } }
extension Double: Defaultable { static var defaultValue: Double { .nan } }

func valueOrDefault<T: Defaultable>(_ x: T?) -> T { x ?? .defaultValue }
print(valueOrDefault(Int?.none))
print(valueOrDefault("hi" as String?))
print(valueOrDefault(Optional<String>.none))
print(valueOrDefault(Double?.none).isNaN)

func sum<T: AdditiveArithmetic>(_ xs: [T]) -> T { xs.reduce(.zero, +) }
print(sum([1, 2, 3]))
print(sum([1.5, 2]))
print(sum([Float]()))

func fromLiteral<T: ExpressibleByIntegerLiteral>(_ t: T.Type) -> T { 42 }
print(fromLiteral(Int.self), fromLiteral(Double.self), fromLiteral(UInt8.self))

func triple<T: Numeric>(_ x: T) -> T { x * 3 }
print(triple(2), triple(2.5), triple(Int8(40)))

func defaults<T: Defaultable>(_ types: T.Type...) -> [String] { types.map { "\($0.defaultValue)" } }
print(defaults(Int.self, Int.self))

struct Counter: Defaultable, CustomStringConvertible {
    var n: Int
    static var defaultValue: Counter { Counter(n: 0) }
    var description: String { "Counter(\(n))" }
}
let cs: [Counter?] = [Counter(n: 3), nil]
print(cs.map(valueOrDefault))
// expect: -1
// expect: hi
// expect: ?
// expect: true
// expect: 6
// expect: 3.5
// expect: 0.0
// expect: 42 42.0 42
// expect: 6 7.5 120
// expect: ["-1", "-1"]
// expect: [Counter(3), Counter(0)]
