// Concurrency: task groups with sorted results, actors with isolated state, Sendable values (expected output from swiftc 6.3.1 on Linux)
actor ScoreBoard {
    private var scores: [String: Int] = [:]
    private(set) var updates = 0
    func add(_ points: Int, to team: String) {
        scores[team, default: 0] += points
        updates += 1
    }
    func standings() -> [(String, Int)] {
        scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    }
    nonisolated var title: String { "League Table" }
}

struct Match: Sendable {
    let home: String, away: String
    let homeGoals: Int, awayGoals: Int
}

func points(for match: Match) async -> [(String, Int)] {
    await Task.yield()
    if match.homeGoals > match.awayGoals { return [(match.home, 3), (match.away, 0)] }
    if match.homeGoals < match.awayGoals { return [(match.home, 0), (match.away, 3)] }
    return [(match.home, 1), (match.away, 1)]
}

let matches = [
    Match(home: "Lions", away: "Owls", homeGoals: 2, awayGoals: 1),
    Match(home: "Foxes", away: "Lions", homeGoals: 0, awayGoals: 0),
    Match(home: "Owls", away: "Foxes", homeGoals: 3, awayGoals: 1),
    Match(home: "Foxes", away: "Owls", homeGoals: 2, awayGoals: 2),
]
let board = ScoreBoard()
await withTaskGroup(of: [(String, Int)].self) { group in
    for m in matches {
        group.addTask { await points(for: m) }
    }
    for await result in group {
        for (team, p) in result { await board.add(p, to: team) }
    }
}
print(board.title)
for (team, pts) in await board.standings() {
    print("  \(team): \(pts)")
}
print("updates:", await board.updates)

let squares = await withTaskGroup(of: (Int, Int).self, returning: [Int].self) { group in
    for i in 1...6 { group.addTask { (i, i * i) } }
    var pairs: [(Int, Int)] = []
    for await pair in group { pairs.append(pair) }
    return pairs.sorted { $0.0 < $1.0 }.map(\.1)
}
print("squares:", squares)

enum CheckError: Error { case bad(Int) }
do {
    let total = try await withThrowingTaskGroup(of: Int.self) { group in
        for n in [4, 9, 13] {
            group.addTask {
                if n == 13 { throw CheckError.bad(n) }
                return n
            }
        }
        return try await group.reduce(0, +)
    }
    print("total:", total)
} catch {
    print("group failed:", error)
}

actor BankVault {
    var balance = 0
    func deposit(_ amount: Int) -> Int { balance += amount; return balance }
}
let vault = BankVault()
await withTaskGroup(of: Void.self) { group in
    for i in 1...100 { group.addTask { _ = await vault.deposit(i) } }
}
print("vault balance:", await vault.balance)

// expect: League Table
// expect:   Lions: 4
// expect:   Owls: 4
// expect:   Foxes: 2
// expect: updates: 8
// expect: squares: [1, 4, 9, 16, 25, 36]
// expect: group failed: bad(13)
// expect: vault balance: 5050
