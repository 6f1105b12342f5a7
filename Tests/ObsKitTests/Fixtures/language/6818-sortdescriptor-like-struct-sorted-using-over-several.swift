// Swift Forums style (composable comparators): a SortDescriptor-like struct and sorted(using:) over several keys
struct Comparator<Element> {
    let areInIncreasingOrder: (Element, Element) -> Bool

    static func by<Value: Comparable>(_ key: @escaping (Element) -> Value, descending: Bool = false) -> Comparator {
        Comparator { a, b in descending ? key(a) > key(b) : key(a) < key(b) }
    }
}

extension Sequence {
    func sorted(using comparators: [Comparator<Element>]) -> [Element] {
        sorted { a, b in
            for comparator in comparators {
                if comparator.areInIncreasingOrder(a, b) { return true }
                if comparator.areInIncreasingOrder(b, a) { return false }
            }
            return false
        }
    }

    func sorted(using comparators: Comparator<Element>...) -> [Element] {
        sorted(using: comparators)
    }
}

struct Player {
    let name: String
    let team: String
    let score: Int
}

let players = [
    Player(name: "Kai", team: "red", score: 12),
    Player(name: "Ari", team: "blue", score: 20),
    Player(name: "Bo", team: "red", score: 20),
    Player(name: "Cid", team: "blue", score: 12),
    Player(name: "Dax", team: "red", score: 12),
]

let byTeamThenScore = players.sorted(using: .by(\.team), .by(\.score, descending: true), .by(\.name))
for p in byTeamThenScore {
    print(p.team, p.score, p.name)
}

print(players.sorted(using: .by { $0.score }, .by { $0.name.count }, .by(\.name)).map(\.name))
print(players.sorted(using: []).map(\.name))

let words = ["pear", "Fig", "apple", "kiwi", "date"]
print(words.sorted(using: .by(\.count), .by { $0.lowercased() }))
print(Set(words).sorted(using: .by(\.count, descending: true), .by(\.self)))

// expect: blue 20 Ari
// expect: blue 12 Cid
// expect: red 20 Bo
// expect: red 12 Dax
// expect: red 12 Kai
// expect: ["Cid", "Dax", "Kai", "Bo", "Ari"]
// expect: ["Kai", "Ari", "Bo", "Cid", "Dax"]
// expect: ["Fig", "date", "kiwi", "pear", "apple"]
// expect: ["apple", "date", "kiwi", "pear", "Fig"]
