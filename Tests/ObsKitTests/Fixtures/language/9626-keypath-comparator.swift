// sorted(using:) with KeyPathComparator arrays, SortOrder, and a hand-written SortComparator
import Foundation

struct Player {
    let name: String
    let team: String
    let score: Int
    let age: Double
}

let players = [
    Player(name: "Ava", team: "red", score: 30, age: 21.5),
    Player(name: "Ben", team: "blue", score: 45, age: 19),
    Player(name: "Cy", team: "red", score: 45, age: 25),
    Player(name: "Dee", team: "blue", score: 30, age: 22),
    Player(name: "Eli", team: "green", score: 12, age: 30),
    Player(name: "Fay", team: "red", score: 12, age: 18),
]

func show(_ ps: [Player]) -> String { ps.map(\.name).joined(separator: " ") }

print(show(players.sorted(using: KeyPathComparator(\Player.score))))
print(show(players.sorted(using: KeyPathComparator(\Player.score, order: .reverse))))
print(show(players.sorted(using: [KeyPathComparator(\Player.team), KeyPathComparator(\Player.score, order: .reverse)])))
print(show(players.sorted(using: [KeyPathComparator(\Player.score, order: .reverse), KeyPathComparator(\Player.age)])))
print(show(players.sorted(using: KeyPathComparator(\Player.name, order: .reverse))))

var cmp = KeyPathComparator(\Player.age)
print(cmp.order == .forward)
cmp.order = .reverse
print(show(players.sorted(using: cmp)))
print(cmp.compare(players[0], players[1]) == .orderedAscending)

struct LengthThenAlpha: SortComparator {
    var order: SortOrder = .forward
    func compare(_ a: String, _ b: String) -> ComparisonResult {
        let r: ComparisonResult
        if a.count != b.count {
            r = a.count < b.count ? .orderedAscending : .orderedDescending
        } else if a == b {
            r = .orderedSame
        } else {
            r = a < b ? .orderedAscending : .orderedDescending
        }
        if order == .reverse && r != .orderedSame {
            return r == .orderedAscending ? .orderedDescending : .orderedAscending
        }
        return r
    }
}

let words = ["pear", "fig", "banana", "kiwi", "apple", "date", "fig"]
print(words.sorted(using: LengthThenAlpha()))
print(words.sorted(using: LengthThenAlpha(order: .reverse)))
let c = LengthThenAlpha()
print(c.compare("abc", "abd") == .orderedAscending, c.compare("zz", "aaa") == .orderedAscending, c.compare("x", "x") == .orderedSame)

let stable = players.sorted(using: KeyPathComparator(\Player.team))
print(show(stable))
let teams = Dictionary(grouping: players, by: \.team)
for t in teams.keys.sorted() {
    let best = teams[t]!.sorted(using: KeyPathComparator(\Player.score, order: .reverse)).first!
    print(t, best.name, best.score)
}
let ints = [5, 3, 9, 1]
print(ints.sorted(using: KeyPathComparator(\Int.self, order: .reverse)))
print([(1, "b"), (0, "a")].map(\.1).sorted(using: KeyPathComparator(\String.self)))

// expect: Eli Fay Ava Dee Ben Cy
// expect: Ben Cy Ava Dee Eli Fay
// expect: Ben Dee Eli Cy Ava Fay
// expect: Ben Cy Ava Dee Fay Eli
// expect: Fay Eli Dee Cy Ben Ava
// expect: true
// expect: Eli Cy Dee Ava Ben Fay
// expect: true
// expect: ["fig", "fig", "date", "kiwi", "pear", "apple", "banana"]
// expect: ["banana", "apple", "pear", "kiwi", "date", "fig", "fig"]
// expect: true true true
// expect: Ben Dee Eli Ava Cy Fay
// expect: blue Ben 45
// expect: green Eli 12
// expect: red Cy 45
// expect: [9, 5, 3, 1]
// expect: ["a", "b"]
