// Concurrency tutorial: nonisolated members of an actor can be used without await
actor Player: CustomStringConvertible {
    let name: String
    let jerseyNumber: Int
    private var score = 0

    init(name: String, jerseyNumber: Int) {
        self.name = name
        self.jerseyNumber = jerseyNumber
    }

    func scorePoints(_ points: Int) {
        score += points
    }

    func currentScore() -> Int {
        score
    }

    // Only touches immutable state, so it can be nonisolated.
    nonisolated var description: String {
        "Player #\(jerseyNumber) \(name)"
    }

    nonisolated func initials() -> String {
        String(name.split(separator: " ").compactMap { $0.first })
    }
}

let player = Player(name: "Michael Jordan", jerseyNumber: 23)

// No await needed: these are nonisolated or immutable lets.
print(player.description)
print("Initials: \(player.initials())")
print("Name: \(player.name)")
print("Interpolated: \(player)")

await player.scorePoints(2)
await player.scorePoints(3)
print("Score: \(await player.currentScore())")

let team = [
    Player(name: "Scottie Pippen", jerseyNumber: 33),
    Player(name: "Dennis Rodman", jerseyNumber: 91),
]
let labels = team.map { $0.description }
print(labels.joined(separator: " | "))
// expect: Player #23 Michael Jordan
// expect: Initials: MJ
// expect: Name: Michael Jordan
// expect: Interpolated: Player #23 Michael Jordan
// expect: Score: 5
// expect: Player #33 Scottie Pippen | Player #91 Dennis Rodman
