// swift/test/Interpreter style (Comparable): multi-key sorting with tuples comparison, sorted(by:), min(by:), max(by:), first(where:)
struct Player: Comparable, CustomStringConvertible {
    let name: String
    let score: Int
    let age: Int
    static func < (a: Player, b: Player) -> Bool {
        (b.score, a.age, a.name) < (a.score, b.age, b.name)
    }
    var description: String { "\(name)(\(score),\(age))" }
}

let players = [
    Player(name: "Zed", score: 90, age: 30),
    Player(name: "Amy", score: 95, age: 25),
    Player(name: "Bob", score: 90, age: 22),
    Player(name: "Cal", score: 90, age: 22),
    Player(name: "Dee", score: 70, age: 40),
]
print(players.sorted())
print(players.sorted(by: >))
print(players.sorted { ($0.age, $0.name) < ($1.age, $1.name) })
print(players.min(by: { $0.age < $1.age })!)
print(players.max(by: { $0.score < $1.score })!)
print(players.min()!, players.max()!)
print(players.first(where: { $0.score < 80 })?.name ?? "-")
print(players.firstIndex(where: { $0.name.hasPrefix("C") }) ?? -1)
print(players.allSatisfy { $0.age >= 22 }, players.contains { $0.score > 95 })
print((1, "b") < (1, "c"), (2, 0) > (1, 99), (3, 3) == (3, 3))
print(["pear", "Fig", "apple", "fig"].sorted(), ["b", "a"].sorted(by: >))

// expect: [Amy(95,25), Bob(90,22), Cal(90,22), Zed(90,30), Dee(70,40)]
// expect: [Dee(70,40), Zed(90,30), Cal(90,22), Bob(90,22), Amy(95,25)]
// expect: [Bob(90,22), Cal(90,22), Amy(95,25), Zed(90,30), Dee(70,40)]
// expect: Bob(90,22)
// expect: Amy(95,25)
// expect: Amy(95,25) Dee(70,40)
// expect: Dee
// expect: 3
// expect: true false
// expect: true true true
// expect: ["Fig", "apple", "fig", "pear"] ["b", "a"]
