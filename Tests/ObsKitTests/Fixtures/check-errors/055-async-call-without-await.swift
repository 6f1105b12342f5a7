// An async function is called from another async function without `await`
// Written by an outside author (stop 28 corpus, file 7065); the message and its place are swiftc's on this machine.
func fetchScore(for player: String) async -> Int {
    player.count * 10
}

func report(players: [String]) async {
    for p in players {
        let score = fetchScore(for: p)
        print("\(p): \(score)")
    }
}

await report(players: ["Ana", "Bartholomew"])

// expect-error: expression is 'async' but is not marked with 'await'
// expect-location: 8:21
