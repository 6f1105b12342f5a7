// Concurrency tutorial: async let with throwing functions - errors surface at the try await
enum ServiceError: Error {
    case unavailable(String)
}

func fetchProfile(_ user: String) async throws -> String {
    guard !user.isEmpty else { throw ServiceError.unavailable("profile") }
    return "profile of \(user)"
}

func fetchFriends(_ user: String) async throws -> [String] {
    guard user != "loner" else { throw ServiceError.unavailable("friends") }
    return ["Ann", "Bo", "Cy"].map { "\($0)@\(user)" }
}

func fetchAvatar(_ user: String) async -> String {
    "\(user).jpg"
}

func loadScreen(for user: String) async throws -> String {
    async let profile = fetchProfile(user)
    async let friends = fetchFriends(user)
    async let avatar = fetchAvatar(user)

    let (p, f, a) = try await (profile, friends, avatar)
    return "\(p), \(f.count) friends, avatar \(a)"
}

for user in ["swiftie", "loner", ""] {
    do {
        let screen = try await loadScreen(for: user)
        print("OK: \(screen)")
    } catch ServiceError.unavailable(let part) {
        print("Could not load \(part) for '\(user)'")
    }
}

async let names = fetchFriends("team")
async let avatar = fetchAvatar("team")
let friendList = try await names
print("Friends: \(friendList.joined(separator: ", "))")
print("Avatar: \(await avatar)")
// expect: OK: profile of swiftie, 3 friends, avatar swiftie.jpg
// expect: Could not load friends for 'loner'
// expect: Could not load profile for ''
// expect: Friends: Ann@team, Bo@team, Cy@team
// expect: Avatar: team.jpg
