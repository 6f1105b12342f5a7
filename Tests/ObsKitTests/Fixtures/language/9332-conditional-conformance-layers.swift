// conditional conformance on Optional, Array, Dictionary and a generic wrapper
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Describable {
    var summary: String { get }
}
extension Int: Describable { var summary: String { "i\(self)" } }
extension String: Describable { var summary: String { "s'\(self)'" } }
extension Optional: Describable where Wrapped: Describable {
    var summary: String {
        switch self {
        case .none: return "none"
        case .some(let w): return "some(\(w.summary))"
        }
    }
}
extension Array: Describable where Element: Describable {
    var summary: String { "[" + map(\.summary).joined(separator: ",") + "]" }
}

struct Pair<A, B> {
    var first: A
    var second: B
}
extension Pair: Describable where A: Describable, B: Describable {
    var summary: String { "<\(first.summary)|\(second.summary)>" }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}
extension Pair: Hashable where A: Hashable, B: Hashable {}
extension Pair: Comparable where A: Comparable, B: Comparable {
    static func < (l: Pair, r: Pair) -> Bool {
        (l.first, l.second) < (r.first, r.second)
    }
}

func show<T: Describable>(_ x: T) { print(x.summary) }

show(5)
show("hi")
show(Optional(3))
show([1, 2, 3])
show([Optional(1), nil, 4])
show([[1], [], [2, 3]])
show(Pair(first: 1, second: "x"))
show([Pair(first: Optional("a"), second: [7])])

let ps = [Pair(first: 2, second: "b"), Pair(first: 1, second: "z"), Pair(first: 2, second: "a")]
print(ps.sorted().map(\.summary))
print(ps.min()!.summary, ps.max()!.summary)
print(Pair(first: 1, second: 2) == Pair(first: 1, second: 2), Pair(first: 1, second: 2) == Pair(first: 2, second: 1))
let set: Set = [Pair(first: 1, second: 1), Pair(first: 1, second: 1), Pair(first: 0, second: 9)]
print(set.count, set.sorted().map { "\($0.first)-\($0.second)" })

func isDescribable(_ x: Any) -> Bool { x is any Describable }
print(isDescribable([1, 2]), isDescribable([1.5]), isDescribable(Optional(1) as Any), isDescribable(Optional(1.5) as Any))
print(isDescribable(Pair(first: 1, second: 2)), isDescribable(Pair(first: 1, second: 2.0)))
if let d = [Optional("q")] as Any as? any Describable {
    print("cast ok:", d.summary)
}

// expect: i5
// expect: s'hi'
// expect: some(i3)
// expect: [i1,i2,i3]
// expect: [some(i1),none,some(i4)]
// expect: [[i1],[],[i2,i3]]
// expect: <i1|s'x'>
// expect: [<some(s'a')|[i7]>]
// expect: ["<i1|s\'z\'>", "<i2|s\'a\'>", "<i2|s\'b\'>"]
// expect: <i1|s'z'> <i2|s'b'>
// expect: true false
// expect: 2 ["0-9", "1-1"]
// expect: true false true false
// expect: true false
// expect: cast ok: [some(s'q')]
