// Hacking with Swift style (async let): child tasks started together with async let and awaited in a fixed order, one of them throwing
struct Profile { let name: String; let level: Int }
enum LoadError: Error { case badID(Int) }

func loadProfile(_ id: Int) async -> Profile {
    Profile(name: "player\(id)", level: id * 3)
}
func loadScores(_ id: Int) async -> [Int] { [id * 10, id * 20, id * 5] }
func loadFriends(_ id: Int) async throws -> [String] {
    if id < 1 { throw LoadError.badID(id) }
    return (1...id).map { "friend\($0)" }
}

func dashboard(for id: Int) async throws -> String {
    async let profile = loadProfile(id)
    async let scores = loadScores(id)
    async let friends = loadFriends(id)
    let p = await profile
    let best = await scores.max() ?? 0
    let f = try await friends
    return "\(p.name) lvl \(p.level) best \(best) friends \(f.joined(separator: "+"))"
}

func square(_ n: Int) async -> Int { n * n }

func squares() async -> [Int] {
    async let one = square(1)
    async let two = square(2)
    async let three = square(3)
    return await [one, two, three]
}

func pair() async -> ([Int], [Int]) {
    async let a = loadScores(1)
    async let b = loadScores(3)
    return await (a, b)
}

func unused() async -> String {
    async let ignored = square(9)
    return "returned without awaiting"
}

print(try await dashboard(for: 2))
print(try await dashboard(for: 3))
do {
    _ = try await dashboard(for: -1)
} catch LoadError.badID(let id) {
    print("bad id", id)
} catch {
    print("other", error)
}

let (x, y) = await pair()
print(x + y, (x + y).reduce(0, +))
print(await squares())
print(await unused())

// expect: player2 lvl 6 best 40 friends friend1+friend2
// expect: player3 lvl 9 best 60 friends friend1+friend2+friend3
// expect: bad id -1
// expect: [10, 20, 5, 30, 60, 15] 140
// expect: [1, 4, 9]
// expect: returned without awaiting
