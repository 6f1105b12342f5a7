// async/await with task groups collecting results, sorted for deterministic output
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct User: Sendable {
    let id: Int
    let name: String
}

enum FetchError: Error { case notFound(Int) }

func fetchUser(id: Int) async throws -> User {
    try await Task.sleep(nanoseconds: UInt64((5 - id % 5) * 1_000_000))
    guard id != 13 else { throw FetchError.notFound(id) }
    return User(id: id, name: "user\(id)")
}

func fetchAll(ids: [Int]) async -> (users: [User], failures: [Int]) {
    await withTaskGroup(of: (Int, User?).self) { group in
        for id in ids {
            group.addTask {
                let user = try? await fetchUser(id: id)
                return (id, user)
            }
        }
        var users: [User] = []
        var failures: [Int] = []
        for await (id, user) in group {
            if let user { users.append(user) } else { failures.append(id) }
        }
        return (users.sorted { $0.id < $1.id }, failures.sorted())
    }
}

func sumOfSquares(_ n: Int) async -> Int {
    await withTaskGroup(of: Int.self, returning: Int.self) { group in
        for i in 1...n { group.addTask { i * i } }
        return await group.reduce(0, +)
    }
}

func firstTwo() async throws -> [String] {
    async let a = fetchUser(id: 1)
    async let b = fetchUser(id: 2)
    return try await [a.name, b.name]
}

let result = await fetchAll(ids: [4, 1, 13, 7, 2])
print("users:", result.users.map(\.name))
print("failures:", result.failures)
print("sum of squares:", await sumOfSquares(10))
print(try await firstTwo())

do {
    _ = try await fetchUser(id: 13)
} catch FetchError.notFound(let id) {
    print("not found:", id)
}

let lengths = await withThrowingTaskGroup(of: Int.self) { group -> [Int] in
    for word in ["a", "abc", "ab"] { group.addTask { word.count } }
    var out: [Int] = []
    while let next = try? await group.next() { out.append(next) }
    return out.sorted()
}
print(lengths)
// expect: users: ["user1", "user2", "user4", "user7"]
// expect: failures: [13]
// expect: sum of squares: 385
// expect: ["user1", "user2"]
// expect: not found: 13
// expect: [1, 2, 3]
