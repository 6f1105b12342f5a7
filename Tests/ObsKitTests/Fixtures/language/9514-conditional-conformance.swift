// Conditional conformance: wrappers conform when their elements do, dispatch through existentials and generic requirements (expected output from swiftc 6.3.1 on Linux)
// known-gap: line 8: expected "pretty: none", got "not pretty: nil"
protocol Pretty { func pretty() -> String }
extension Int: Pretty { func pretty() -> String { "#\(self)" } }
extension String: Pretty { func pretty() -> String { "'\(self)'" } }

extension Array: Pretty where Element: Pretty {
    func pretty() -> String { "[" + map { $0.pretty() }.joined(separator: " ") + "]" }
}
extension Optional: Pretty where Wrapped: Pretty {
    func pretty() -> String { self.map { $0.pretty() } ?? "none" }
}
extension Dictionary: Pretty where Key: Comparable, Value: Pretty {
    func pretty() -> String { "{" + keys.sorted().map { "\($0)=\(self[$0]!.pretty())" }.joined(separator: ",") + "}" }
}

func show<T: Pretty>(_ x: T) -> String { x.pretty() }
print(show(5), show([1, 2]), show([[1], [2, 3]]), show(["a", "b"]))
let o: Int? = nil
print(show(o), show(Optional(7)), show([Optional(1), nil]))
print(show(["k": [1], "a": []]))

let values: [Any] = [3, [4, 5], "s", [1.5], Optional<Int>.none as Any]
for v in values {
    if let p = v as? any Pretty { print("pretty:", p.pretty()) } else { print("not pretty:", v) }
}

struct Pair<A, B> { var a: A; var b: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
extension Pair: Comparable where A: Comparable, B: Comparable {
    static func < (l: Pair, r: Pair) -> Bool { (l.a, l.b) < (r.a, r.b) }
}
extension Pair: CustomStringConvertible {
    var description: String { "<\(a), \(b)>" }
}
let pairs = [Pair(a: 2, b: "x"), Pair(a: 1, b: "z"), Pair(a: 2, b: "a")]
print(pairs.sorted(), pairs.max()!, Set(pairs + pairs).count)
print(Pair(a: 1, b: 2) == Pair(a: 1, b: 2), Pair(a: [1], b: "q") == Pair(a: [1], b: "q"))

protocol Container { associatedtype Item; var contents: [Item] { get } }
struct Shelf<T>: Container { var contents: [T] }
extension Shelf: Pretty where T: Pretty { func pretty() -> String { "shelf" + contents.pretty() } }
func describeAll<C: Container>(_ c: C) -> String where C.Item: Pretty { c.contents.pretty() }
print(describeAll(Shelf(contents: [9, 8])), show(Shelf(contents: ["q"])))

func isPretty(_ x: Any) -> Bool { x is any Pretty }
print(isPretty([1]), isPretty([1.0]), isPretty(Shelf(contents: [1])), isPretty(Shelf(contents: [true])))
print(isPretty([[["deep"]]]), isPretty(["k": 1]), isPretty([1: 1]), isPretty(Optional(Optional(3)) as Any))

// expect: #5 [#1 #2] [[#1] [#2 #3]] ['a' 'b']
// expect: none #7 [#1 none]
// expect: {a=[],k=[#1]}
// expect: pretty: #3
// expect: pretty: [#4 #5]
// expect: pretty: 's'
// expect: not pretty: [1.5]
// expect: pretty: none
// expect: [<1, z>, <2, a>, <2, x>] <2, x> 3
// expect: true true
// expect: [#9 #8] shelf['q']
// expect: true false true false
// expect: true true true true
