// Compiler test style: parameter packs in generic types and functions (pack expansion into arrays, metatypes)
struct Tuple<each T> {
    var items: (repeat each T)
    func descriptions() -> [String] {
        var out: [String] = []
        for x in repeat each items { out.append("\(x)") }
        return out
    }
}
let t = Tuple(items: (1, "a", 2.5))
print(t.descriptions())

func types<each T>(_ ts: repeat (each T).Type) -> [String] {
    var out: [String] = []
    for t in repeat each ts { out.append("\(t)") }
    return out
}
print(types(Int.self, [String].self, Bool?.self))

func makeArrays<each T>(_ xs: repeat each T) -> (repeat [each T]) { (repeat [each xs, each xs]) }
let arrs = makeArrays(1, "z")
print(arrs.0, arrs.1)

func apply<each T, each U>(_ fs: repeat (each T) -> each U, to xs: repeat each T) -> (repeat each U) {
    (repeat (each fs)(each xs))
}
let res = apply({ $0 + 1 }, { (s: String) in s.count }, to: 41, "four")
print(res.0, res.1)

func firstAndRest<First, each Rest>(_ f: First, _ r: repeat each Rest) -> String {
    var n = 0
    for _ in repeat each r { n += 1 }
    return "\(f) + \(n) more"
}
print(firstAndRest("head"))
print(firstAndRest(1, 2, 3, "x"))

func maxOfEach<each T: Comparable>(_ arrays: repeat [each T]) -> (repeat (each T)?) {
    (repeat (each arrays).max())
}
let m = maxOfEach([3, 9, 1], ["b", "a"], [Double]())
print(m.0 as Any, m.1 as Any, m.2 as Any)

func hashAll<each T: Hashable>(_ xs: repeat each T) -> Int {
    var c = 0
    for x in repeat each xs { if x == x { c += 1 } }
    return c
}
print(hashAll(1, "s", 2.0, true))

struct Logger<each Arg> {
    let format: (repeat each Arg) -> String
    func log(_ a: repeat each Arg) -> String { "LOG " + format(repeat each a) }
}
let lg = Logger<Int, String> { "\($0)-\($1)" }
print(lg.log(7, "seven"))
// expect: ["1", "a", "2.5"]
// expect: ["Int", "Array<String>", "Optional<Bool>"]
// expect: [1, 1] ["z", "z"]
// expect: 42 4
// expect: head + 0 more
// expect: 1 + 3 more
// expect: Optional(9) Optional("b") nil
// expect: 4
// expect: LOG 7-seven
