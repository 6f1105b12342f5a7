// Meet async/await style (throwing async let): two throwing child tasks bound with async let, awaited with try
struct User {
    let name: String
}

enum APIError: Error {
    case notFound(String)
}

func fetchUser(_ name: String) async throws -> User {
    guard !name.isEmpty else { throw APIError.notFound("user") }
    return User(name: name)
}

func fetchFollowers(of name: String) async throws -> [String] {
    guard name != "ghost" else { throw APIError.notFound("followers of \(name)") }
    return (0..<name.count).map { "\(name.prefix(1))\($0 + 1)" }
}

func card(for name: String) async -> String {
    do {
        async let user = fetchUser(name)
        async let followers = fetchFollowers(of: name)
        let (u, f) = try await (user, followers)
        return "\(u.name): \(f.count) followers \(f)"
    } catch APIError.notFound(let what) {
        return "missing \(what)"
    } catch {
        return "error"
    }
}

print(await card(for: "amy"))
print(await card(for: "ghost"))
print(await card(for: ""))

func sizes() async throws -> Int {
    async let a = fetchFollowers(of: "bo")
    async let b = fetchFollowers(of: "carla")
    return try await a.count + b.count
}
print("sum:", try await sizes())

// expect: amy: 3 followers ["a1", "a2", "a3"]
// expect: missing followers of ghost
// expect: missing user
// expect: sum: 7
