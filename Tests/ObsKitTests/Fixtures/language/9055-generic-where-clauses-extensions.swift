// Compiler test style: generic where clauses on extensions and methods — members that exist only for constrained element types
struct Pair<A, B> {
    var first: A
    var second: B
}

extension Pair where A == B {
    var swapped: Pair { Pair(first: second, second: first) }
    func both(_ f: (A) -> A) -> Pair { Pair(first: f(first), second: f(second)) }
}

extension Pair where A: Numeric, B: Numeric {
    func sums<T>(as: T.Type) -> T where T: Numeric, T == A, A == B { first + second }
}

extension Pair where A: Comparable, A == B {
    var ordered: Pair { first <= second ? self : swapped }
}

extension Pair: CustomStringConvertible {
    var description: String { "(\(first), \(second))" }
}

let p = Pair(first: 9, second: 4)
print(p.swapped, p.ordered, p.both { $0 * 10 })
print(p.sums(as: Int.self))
let q = Pair(first: "b", second: "a")
print(q.ordered)
let mixed = Pair(first: 1, second: "one")
print(mixed)

extension Sequence where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}

extension Sequence where Element == String {
    func shout() -> [String] { map { $0.uppercased() + "!" } }
}

extension Collection where Element: Equatable {
    func runs() -> [(Element, Int)] {
        var result: [(Element, Int)] = []
        for e in self {
            if let last = result.last, last.0 == e {
                result[result.count - 1].1 += 1
            } else {
                result.append((e, 1))
            }
        }
        return result
    }
}

extension Array {
    func pairs<U>(with other: [U]) -> [String] where Element: CustomStringConvertible, U: CustomStringConvertible {
        zip(self, other).map { "\($0.description)-\($1.description)" }
    }
}

print([1, 2, 3, 4].total(), [0.5, 0.25].total())
print(["hey", "you"].shout())
print("aaabccdd".runs().map { "\($0.0)\($0.1)" }.joined())
print([1, 1, 2, 1].runs().map { $0.1 })
print([1, 2, 3].pairs(with: ["a", "b"]))

func commonPrefix<S1: Sequence, S2: Sequence>(_ a: S1, _ b: S2) -> [S1.Element]
    where S1.Element == S2.Element, S1.Element: Equatable {
    var out: [S1.Element] = []
    for (x, y) in zip(a, b) {
        guard x == y else { break }
        out.append(x)
    }
    return out
}
print(commonPrefix([1, 2, 3, 9], [1, 2, 4]))
print(String(commonPrefix("swiftly", "swimming")))

// expect: (4, 9) (4, 9) (90, 40)
// expect: 13
// expect: (a, b)
// expect: (1, one)
// expect: 10 0.75
// expect: ["HEY!", "YOU!"]
// expect: a3b1c2d2
// expect: [2, 1, 1]
// expect: ["1-a", "2-b"]
// expect: [1, 2]
// expect: swi
