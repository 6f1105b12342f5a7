// Swift Evolution style (SE-0296/SE-0317): async functions and async let child tasks awaited in a fixed order
struct Profile { var name: String; var followers: Int }

func fetchProfile(id: Int) async -> Profile {
    Profile(name: "user\(id)", followers: id * 10)
}

func fetchPosts(for id: Int) async -> [String] {
    id > 0 ? (1...id).map { "post\($0)" } : []
}

struct NotFound: Error { var id: Int }

func fetchAvatar(id: Int) async throws -> String {
    if id < 0 { throw NotFound(id: id) }
    return "avatar-\(id).png"
}

func loadDashboard(id: Int) async throws -> String {
    async let profile = fetchProfile(id: id)
    async let posts = fetchPosts(for: id)
    async let avatar = fetchAvatar(id: id)
    let (p, ps) = await (profile, posts)
    let a = try await avatar
    return "\(p.name) [\(p.followers)] \(ps.count) posts, \(a)"
}

func sumSquares(_ values: [Int]) async -> Int {
    var total = 0
    for v in values {
        total += await square(v)
    }
    return total
}

func square(_ x: Int) async -> Int { x * x }

print(try await loadDashboard(id: 3))
do {
    print(try await loadDashboard(id: -1))
} catch let e as NotFound {
    print("not found \(e.id)")
}

async let first = sumSquares([1, 2, 3])
async let second = sumSquares([4, 5])
let results = await [first, second]
print(results)

func pipeline() async -> [String] {
    var steps: [String] = []
    async let a = fetchPosts(for: 2)
    steps.append("started")
    steps.append(contentsOf: await a)
    async let b = fetchProfile(id: 7)
    steps.append(await b.name)
    return steps
}
for s in await pipeline() { print(s) }

let names = await withTaskGroup(of: (Int, String).self) { group in
    for id in 1...3 {
        group.addTask { (id, (await fetchProfile(id: id)).name) }
    }
    var collected: [(Int, String)] = []
    for await r in group { collected.append(r) }
    return collected.sorted { $0.0 < $1.0 }.map { $0.1 }
}
print(names)
// expect: user3 [30] 3 posts, avatar-3.png
// expect: not found -1
// expect: [14, 41]
// expect: started
// expect: post1
// expect: post2
// expect: user7
// expect: ["user1", "user2", "user3"]
