// App code style: async let fan-out for a dashboard with throwing loaders
struct User { let name: String }
struct Stats { let posts: Int; let followers: Int }
enum LoadError: Error { case offline }

func loadUser(id: Int) async throws -> User {
    User(name: "user\(id)")
}

func loadStats(id: Int, online: Bool) async throws -> Stats {
    guard online else { throw LoadError.offline }
    return Stats(posts: id * 3, followers: id * 10)
}

func loadBadges(id: Int) async -> [String] {
    (1...id).map { "badge\($0)" }
}

func dashboard(id: Int, online: Bool) async -> String {
    async let user = loadUser(id: id)
    async let stats = loadStats(id: id, online: online)
    async let badges = loadBadges(id: id)
    do {
        let (u, s) = try await (user, stats)
        let b = await badges
        return "\(u.name): \(s.posts) posts, \(s.followers) followers, \(b.count) badges"
    } catch {
        return "dashboard failed: \(error)"
    }
}

print(await dashboard(id: 3, online: true))
print(await dashboard(id: 5, online: false))
print(await dashboard(id: 1, online: true))

func firstBadge(id: Int) async -> String? {
    async let b = loadBadges(id: id)
    return await b.first
}
print(await firstBadge(id: 2) ?? "none")
// expect: user3: 9 posts, 30 followers, 3 badges
// expect: dashboard failed: offline
// expect: user1: 3 posts, 10 followers, 1 badges
// expect: badge1
