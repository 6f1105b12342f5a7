// Compiler test style: ExpressibleBy*Literal protocols used in generic contexts to construct T from literals
// known-gap: line 3: expected "[0.0C, 0.0C, 0.0C]", got "[0, 0, 0]"
struct Celsius: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var v: Double
    init(integerLiteral value: Int) { v = Double(value) }
    init(floatLiteral value: Double) { v = value }
    var description: String { "\(v)C" }
}
struct Tags: ExpressibleByArrayLiteral, ExpressibleByStringLiteral {
    var list: [String]
    init(arrayLiteral elements: String...) { list = elements }
    init(stringLiteral value: String) { list = value.split(separator: ",").map(String.init) }
}

func fromSeven<T: ExpressibleByIntegerLiteral>(_ t: T.Type) -> T { 7 }
func zeroes<T: ExpressibleByIntegerLiteral>(_ n: Int, as: T.Type = T.self) -> [T] {
    Array(repeating: 0, count: n)
}
func defaultTags<T: ExpressibleByStringLiteral>() -> T { "a,b,c" }

print(fromSeven(Int.self), fromSeven(Double.self), fromSeven(Celsius.self))
print(fromSeven(UInt8.self) + 1)
print(zeroes(3, as: Celsius.self))
print(zeroes(2) as [Double])
let t: Tags = defaultTags()
let s: String = defaultTags()
print(t.list, s)
let lit: Tags = ["x", "y"]
print(lit.list.count)
let temps: [Celsius] = [1, 2.5, -3]
print(temps)
print(type(of: fromSeven(Celsius.self)))
// expect: 7 7.0 7.0C
// expect: 8
// expect: [0.0C, 0.0C, 0.0C]
// expect: [0.0, 0.0]
// expect: ["a", "b", "c"] a,b,c
// expect: 2
// expect: [1.0C, 2.5C, -3.0C]
// expect: Celsius
