// WWDC style (async let): concurrent child tasks with async let, awaited together in a tuple
struct Profile: Sendable, CustomStringConvertible {
    let id: Int
    let username: String
    var description: String { "Profile(\(id), \(username))" }
}

func loadProfile(id: Int) async -> Profile {
    Profile(id: id, username: "user\(id)")
}

func loadFollowerCount(id: Int) async -> Int {
    id * 17
}

func loadPosts(id: Int) async -> [String] {
    (1...3).map { "post-\(id)-\($0)" }
}

func loadDashboard(for id: Int) async -> String {
    async let profile = loadProfile(id: id)
    async let followers = loadFollowerCount(id: id)
    async let posts = loadPosts(id: id)
    let (p, f, ps) = await (profile, followers, posts)
    return "\(p) followers=\(f) posts=\(ps.joined(separator: ","))"
}

print(await loadDashboard(for: 4))
print(await loadDashboard(for: 10))

async let a = loadFollowerCount(id: 2)
async let b = loadFollowerCount(id: 3)
let sum = await a + b
print("sum:", sum)
// expect: Profile(4, user4) followers=68 posts=post-4-1,post-4-2,post-4-3
// expect: Profile(10, user10) followers=170 posts=post-10-1,post-10-2,post-10-3
// expect: sum: 85
