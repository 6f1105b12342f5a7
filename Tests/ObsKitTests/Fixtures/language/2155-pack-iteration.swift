// Swift Evolution style (SE-0408): pack iteration with for-in over repeat each
protocol Scorable { var score: Int { get } }
struct Player: Scorable { let name: String; let score: Int }
struct Team: Scorable { let members: [Player]; var score: Int { members.reduce(0) { $0 + $1.score } } }
struct Bonus: Scorable { let score: Int }

func totalScore<each S: Scorable>(_ items: repeat each S) -> Int {
    var total = 0
    for item in repeat each items {
        total += item.score
    }
    return total
}

func highest<each S: Scorable>(_ items: repeat each S) -> Int? {
    var best: Int? = nil
    for item in repeat each items {
        if best == nil || item.score > best! { best = item.score }
    }
    return best
}

func firstNonEmpty<each T: Collection>(_ cols: repeat each T) -> Int? {
    var index = 0
    for c in repeat each cols {
        if !c.isEmpty { return index }
        index += 1
    }
    return nil
}

func zipEqualCount<each T: Equatable>(_ a: repeat each T, to b: repeat each T) -> Int {
    var same = 0
    for (x, y) in repeat (each a, each b) {
        if x == y { same += 1 }
    }
    return same
}

let alice = Player(name: "alice", score: 12)
let bob = Player(name: "bob", score: 7)
let team = Team(members: [alice, bob])
print("total:", totalScore(alice, team, Bonus(score: 5)))
print("total empty:", totalScore())
print("highest:", highest(bob, Bonus(score: 3), team) ?? -1)
print("highest none:", highest() ?? -1)
print("first non-empty:", firstNonEmpty([Int](), "", [1: 2], [3]) ?? -1)
print("first non-empty none:", firstNonEmpty("", [Int]()) ?? -1)
print("matches:", zipEqualCount(1, "a", true, to: 2, "a", true))

func labels<each T>(_ v: repeat each T) {
    var i = 0
    for x in repeat each v {
        print("  [\(i)] \(x)")
        i += 1
    }
}
labels("alpha", 2, [3], (4, 5))

// expect: total: 36
// expect: total empty: 0
// expect: highest: 19
// expect: highest none: -1
// expect: first non-empty: 2
// expect: first non-empty none: -1
// expect: matches: 2
// expect:   [0] alpha
// expect:   [1] 2
// expect:   [2] [3]
// expect:   [3] (4, 5)
