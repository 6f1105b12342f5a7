// Swift book style: actors calling other actors and passing isolated parameters
actor Player {
    let name: String
    var score = 0
    init(name: String) { self.name = name }
    func add(_ points: Int) { score += points }
}

actor Scoreboard {
    private var entries: [String: Int] = [:]

    func record(_ player: Player) async {
        let name = player.name
        let score = await player.score
        entries[name] = score
    }

    func standings() -> [String] {
        entries.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key): \($0.value)" }
    }
}

func bonus(to player: isolated Player, _ points: Int) {
    player.score += points * 2
}

let alice = Player(name: "Alice")
let bob = Player(name: "Bob")
let cara = Player(name: "Cara")
await alice.add(10)
await bob.add(15)
await cara.add(15)
await bonus(to: alice, 5)
let board = Scoreboard()
for p in [alice, bob, cara] {
    await board.record(p)
}
for line in await board.standings() {
    print(line)
}
print("alice score: \(await alice.score)")
// expect: Alice: 20
// expect: Bob: 15
// expect: Cara: 15
// expect: alice score: 20
