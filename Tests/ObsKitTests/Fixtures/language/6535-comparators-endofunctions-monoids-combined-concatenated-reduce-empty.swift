// Point-Free style (function monoids): comparators and endofunctions as monoids, combined with <> and concatenated with reduce(.empty, <>)
// known-gap: error: 6535-comparators-endofunctions-monoids-combined-concatenated-reduce-empty.swift:59:66: error: value of type 'Comparator' has no member 'call'
precedencegroup MonoidAppend {
    associativity: left
    higherThan: ComparisonPrecedence
}
infix operator <>: MonoidAppend

protocol Monoid {
    static var empty: Self { get }
    static func <> (l: Self, r: Self) -> Self
}

struct Endo<A>: Monoid {
    let call: (A) -> A
    static var empty: Endo { Endo { $0 } }
    static func <> (l: Endo, r: Endo) -> Endo { Endo { r.call(l.call($0)) } }
}

struct Comparator<A>: Monoid {
    let compare: (A, A) -> Int
    static var empty: Comparator { Comparator { _, _ in 0 } }
    static func <> (l: Comparator, r: Comparator) -> Comparator {
        Comparator { a, b in
            let first = l.compare(a, b)
            return first != 0 ? first : r.compare(a, b)
        }
    }
    var reversed: Comparator { Comparator { compare($1, $0) } }
    var areInIncreasingOrder: (A, A) -> Bool { { self.compare($0, $1) < 0 } }
}

func comparing<A, V: Comparable>(_ kp: KeyPath<A, V>) -> Comparator<A> {
    Comparator { a, b in
        let x = a[keyPath: kp], y = b[keyPath: kp]
        return x < y ? -1 : (x > y ? 1 : 0)
    }
}

extension Array where Element: Monoid {
    func concat() -> Element { reduce(.empty, <>) }
}

struct Player { let name: String; let score: Int; let level: Int }
let players = [
    Player(name: "mia", score: 30, level: 2),
    Player(name: "ben", score: 50, level: 1),
    Player(name: "ada", score: 30, level: 2),
    Player(name: "zoe", score: 30, level: 3),
    Player(name: "eve", score: 50, level: 1),
]

let byScoreDesc = comparing(\Player.score).reversed
let ranking = byScoreDesc <> comparing(\.level).reversed <> comparing(\.name)
print(players.sorted(by: ranking.areInIncreasingOrder).map(\.name))
print(players.sorted(by: [comparing(\Player.level), comparing(\.name)].concat().areInIncreasingOrder).map(\.name))
print(players.sorted(by: (Comparator<Player>.empty <> comparing(\.name).reversed).areInIncreasingOrder).map(\.name))

let steps: [Endo<Int>] = [Endo { $0 + 1 }, Endo { $0 * 10 }, Endo { $0 - 4 }]
print(steps.concat().call(2), steps.reversed().concat().call(2), [Endo<Int>]().concat().call(7))
let decorate = [Endo<String> { "<" + $0 }, Endo { $0 + ">" }, Endo { $0.uppercased() }].concat()
print(decorate.call("tag"), (decorate <> decorate).call("x"))

// expect: ["ben", "eve", "zoe", "ada", "mia"]
// expect: ["ben", "eve", "ada", "mia", "zoe"]
// expect: ["zoe", "mia", "eve", "ben", "ada"]
// expect: 26 -19 7
// expect: <TAG> <<X>>
