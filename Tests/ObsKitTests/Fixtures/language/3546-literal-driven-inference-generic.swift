// Compiler test style: literal-driven inference for generic parameters and ExpressibleBy* constraints
// known-gap: needs the compiler check (the operator or overload it chose); unchecked: error: 3546-literal-driven-inference-generic.swift:21:28: error: value of type 'Int' has no member 'cents'
func kind<T>(_ x: T) -> String { "\(T.self)" }
print(kind(1), kind(1.0), kind("s"), kind(true), kind([1, 2]), kind([1: "a"]), kind(nil as Int?))
func makeLit<T: ExpressibleByIntegerLiteral>(_: T.Type = T.self) -> T { 7 }
let a: Double = makeLit(), b: UInt8 = makeLit(), c = makeLit(Int64.self)
print(a, b, c, type(of: a), type(of: b), type(of: c))

func pairKind<T>(_ a: T, _ b: T) -> String { "\(T.self)" }
print(pairKind(1, 2.5), pairKind(1, 2), pairKind("a", "b"))
print(pairKind([1], [2.0]), pairKind(Optional(1), nil))

struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var cents: Int
    init(integerLiteral v: Int) { cents = v * 100 }
    init(floatLiteral v: Double) { cents = Int(v * 100 + 0.5) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
func sum<T: ExpressibleByIntegerLiteral>(_ xs: [T], _ add: (T, T) -> T) -> T { xs.reduce(0, add) }
let m: [Money] = [5, 2.5, 0.05]
print(sum(m) { var r = $0; r.cents += $1.cents; return r })
print(m)

struct Tags: ExpressibleByArrayLiteral, ExpressibleByStringLiteral {
    var list: [String]
    init(arrayLiteral xs: String...) { list = xs }
    init(stringLiteral s: String) { list = s.split(separator: ",").map(String.init) }
}
func count<T: ExpressibleByArrayLiteral>(_ x: T) -> String { "\(T.self)" }
let t1: Tags = ["a", "b"], t2: Tags = "x,y,z"
print(t1.list, t2.list)
print(count([1, 2]), count(t1))
let d: [String: [Double]] = ["k": [1, 2]]
print(d["k"]!.map { $0 / 4 })
func defaulted<T: Numeric>(_ x: T = 10) -> T { x * 2 }
print(defaulted() as Int, defaulted(2.5), defaulted(UInt16(4)))
let mixed = [1, 2.5]
print(type(of: mixed), type(of: [1, nil]), type(of: ["a": 1, "b": 2.0]))
// expect: Int Double String Bool Array<Int> Dictionary<Int, String> Optional<Int>
// expect: 7.0 7 7 Double UInt8 Int64
// expect: Double Int String
// expect: Array<Double> Optional<Int>
// expect: $7.55
// expect: [$5.00, $2.50, $0.05]
// expect: ["a", "b"] ["x", "y", "z"]
// expect: Array<Int> Tags
// expect: [0.25, 0.5]
// expect: 20 5.0 8
// expect: Array<Double> Array<Optional<Int>> Dictionary<String, Double>
