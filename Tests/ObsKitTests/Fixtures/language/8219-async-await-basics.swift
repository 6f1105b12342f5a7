// Concurrency tutorial: async functions called one after another with await
struct User {
    let id: Int
    let name: String
}

func fetchUser(id: Int) async -> User {
    let names = [1: "Taylor", 2: "Adele", 3: "Justin"]
    return User(id: id, name: names[id] ?? "Unknown")
}

func fetchFollowers(for user: User) async -> Int {
    return user.name.count * 1000
}

func fetchScore(for user: User) async -> Double {
    return Double(user.id) * 1.5
}

func loadProfile(id: Int) async -> String {
    let user = await fetchUser(id: id)
    let followers = await fetchFollowers(for: user)
    let score = await fetchScore(for: user)
    return "\(user.name): \(followers) followers, score \(score)"
}

print("Loading profiles...")
for id in 1...4 {
    let summary = await loadProfile(id: id)
    print(summary)
}
print("Done")
// expect: Loading profiles...
// expect: Taylor: 6000 followers, score 1.5
// expect: Adele: 5000 followers, score 3.0
// expect: Justin: 6000 followers, score 4.5
// expect: Unknown: 7000 followers, score 6.0
// expect: Done
