// Compiler test style: generic functions with multiple constraints and where clauses
protocol Named {
    var name: String { get }
}
protocol Scored {
    var score: Int { get }
}

struct Player: Named, Scored, Hashable {
    let name: String
    let score: Int
}
struct Team: Named {
    let name: String
}

func best<T: Named & Scored>(_ items: [T]) -> String {
    guard let top = items.max(by: { $0.score < $1.score }) else { return "nobody" }
    return "\(top.name) (\(top.score))"
}

func uniqueSorted<T>(_ items: [T]) -> [T] where T: Hashable, T: Comparable {
    Array(Set(items)).sorted()
}

func describePairs<K, V>(_ dict: [K: V]) -> [String] where K: Comparable, V: CustomStringConvertible {
    dict.keys.sorted().map { "\($0)=\(dict[$0]!.description)" }
}

func sumAll<S: Sequence>(_ s: S) -> S.Element where S.Element: Numeric {
    s.reduce(0, +)
}

func firstMatch<C: Collection>(_ c: C, equalTo target: C.Element) -> C.Index? where C.Element: Equatable {
    c.firstIndex(of: target)
}

func zipSame<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [(A.Element, B.Element)]
    where A.Element == B.Element, A.Element: Comparable {
    zip(a, b).filter { $0.0 < $0.1 }
}

func names<T: Named>(_ xs: [T]) -> String { xs.map(\.name).joined(separator: ",") }

extension Array where Element: Named & Scored {
    var totalScore: Int { reduce(0) { $0 + $1.score } }
}

let players = [Player(name: "ada", score: 7), Player(name: "bob", score: 12), Player(name: "cy", score: 3)]
print(best(players))
print(best([Player]()))
print(uniqueSorted([5, 3, 5, 1, 3]))
print(uniqueSorted(["b", "a", "b"]))
print(describePairs(["z": 1, "a": 2, "m": 3]))
print(sumAll([1, 2, 3, 4]), sumAll([0.5, 0.25]), sumAll(1...10))
print(firstMatch([4, 8, 15], equalTo: 15) as Any, firstMatch("hello", equalTo: "z") as Any)
print(zipSame([1, 5, 3], [2, 4, 9]).map { "\($0.0)<\($0.1)" })
print(names(players), names([Team(name: "red"), Team(name: "blue")]))
print(players.totalScore)
print(Set(players).count)

// expect: bob (12)
// expect: nobody
// expect: [1, 3, 5]
// expect: ["a", "b"]
// expect: ["a=2", "m=3", "z=1"]
// expect: 10 0.75 55
// expect: Optional(2) nil
// expect: ["1<2", "3<9"]
// expect: ada,bob,cy red,blue
// expect: 22
// expect: 3
