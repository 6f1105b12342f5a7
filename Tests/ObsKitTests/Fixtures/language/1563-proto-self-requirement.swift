// Protocols with `Self` requirements: a method taking and returning Self, used generically and through `some`.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Mergeable {
    func merged(with other: Self) -> Self
    static var empty: Self { get }
}

struct Tally: Mergeable, CustomStringConvertible {
    var wins = 0, losses = 0
    func merged(with o: Tally) -> Tally { Tally(wins: wins + o.wins, losses: losses + o.losses) }
    static var empty: Tally { Tally() }
    var description: String { "\(wins)-\(losses)" }
}

struct Tags: Mergeable {
    var items: [String]
    func merged(with o: Tags) -> Tags { Tags(items: (items + o.items).sorted()) }
    static var empty: Tags { Tags(items: []) }
}

func combineAll<M: Mergeable>(_ list: [M]) -> M {
    list.reduce(M.empty) { $0.merged(with: $1) }
}

print(combineAll([Tally(wins: 2, losses: 1), Tally(wins: 0, losses: 3), Tally(wins: 5, losses: 0)]))
print(combineAll([Tags(items: ["b"]), Tags(items: ["c", "a"])]).items)
print(combineAll([Tally]()))

protocol Copyable {
    func copy() -> Self
}
final class Doc: Copyable {
    var title: String
    init(title: String) { self.title = title }
    func copy() -> Self { self }
}
let d1 = Doc(title: "Plan")
let d2 = d1.copy()
print(d1 === d2, d2.title)

// expect: 7-4
// expect: ["a", "b", "c"]
// expect: 0-0
// expect: true Plan
