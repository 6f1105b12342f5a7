// ExpressibleBy…Literal conformances: integer, float, string, boolean, array, dictionary, nil, interpolation
struct Meters: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
    var value: Double
    init(integerLiteral v: Int) { value = Double(v); print("int literal", v) }
    init(floatLiteral v: Double) { value = v; print("float literal", v) }
    var description: String { "\(value)m" }
}
struct Tag: ExpressibleByStringLiteral, Hashable {
    let name: String
    init(stringLiteral s: String) { name = s.lowercased() }
}
struct Flag: ExpressibleByBooleanLiteral { let on: Bool; init(booleanLiteral b: Bool) { on = b } }
struct Stack<T>: ExpressibleByArrayLiteral {
    var items: [T]
    init(arrayLiteral elements: T...) { items = elements.reversed() }
}
struct Headers: ExpressibleByDictionaryLiteral {
    var pairs: [(String, String)]
    init(dictionaryLiteral elements: (String, String)...) { pairs = elements }
}
struct Maybe: ExpressibleByNilLiteral, CustomStringConvertible {
    var v: Int?
    init(nilLiteral: ()) { v = -1 }
    init(_ v: Int) { self.v = v }
    var description: String { "Maybe(\(v.map(String.init) ?? "none"))" }
}
struct Shout: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text: String
    init(stringLiteral s: String) { text = s }
    init(stringInterpolation i: Interp) { text = i.out }
    struct Interp: StringInterpolationProtocol {
        var out = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ s: String) { out += s }
        mutating func appendInterpolation(_ s: String) { out += s.uppercased() }
        mutating func appendInterpolation(_ n: Int, pad: Int) { out += String(repeating: "0", count: max(0, pad - String(n).count)) + String(n) }
    }
    var description: String { text }
}

let a: Meters = 5
let b: Meters = 2.5
print(a, b, [a, b] as [Meters])
let tags: Set<Tag> = ["Swift", "SWIFT", "Linux"]
print(tags.count, tags.map(\.name).sorted())
let f: Flag = true
print(f.on, (false as Flag).on)
let s: Stack = [1, 2, 3]
let empty: Stack<String> = []
print(s.items, empty.items.isEmpty, type(of: s))
let h: Headers = ["b": "2", "a": "1", "b": "3"]
print(h.pairs.map { "\($0.0)=\($0.1)" })
let m: Maybe = nil
print(m, Maybe(4), [nil, Maybe(1)] as [Maybe])
let who = "world"
let sh: Shout = "hello \(who) #\(7, pad: 3)"
print(sh, "plain" as Shout)
func takesMeters(_ m: Meters) -> Double { m.value * 2 }
print(takesMeters(3), takesMeters(0.25))
let mixed: [Meters] = [1, 1.5]
print(mixed.map(\.value))

// expect: int literal 5
// expect: float literal 2.5
// expect: 5.0m 2.5m [5.0m, 2.5m]
// expect: 2 ["linux", "swift"]
// expect: true false
// expect: [3, 2, 1] true Stack<Int>
// expect: ["b=2", "a=1", "b=3"]
// expect: Maybe(-1) Maybe(4) [Maybe(-1), Maybe(1)]
// expect: hello WORLD #007 plain
// expect: int literal 3
// expect: float literal 0.25
// expect: 6.0 0.5
// expect: int literal 1
// expect: float literal 1.5
// expect: [1.0, 1.5]
