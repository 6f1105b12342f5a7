// Apple docs style (Concurrency: async let): starting child tasks in parallel and printing after both finish
func fetchUserName(id: Int) async -> String {
    await Task.yield()
    return ["ana", "bo", "cy"][id % 3]
}

func fetchScore(id: Int) async -> Int {
    var score = 0
    for i in 1...id * 10 {
        if i % 3 == 0 { await Task.yield() }
        score += i
    }
    return score
}

func fetchBadges(id: Int) async throws -> [String] {
    await Task.yield()
    if id < 0 { throw BadgeError.invalidID(id) }
    return Array(["gold", "silver", "bronze", "early"].prefix(id))
}

enum BadgeError: Error { case invalidID(Int) }

func profile(id: Int) async -> String {
    async let name = fetchUserName(id: id)
    async let score = fetchScore(id: id)
    let (n, s) = await (name, score)
    return "\(n): \(s)"
}

for id in 1...3 {
    print(await profile(id: id))
}

// Three concurrent pieces awaited together.
async let a = fetchScore(id: 1)
async let b = fetchScore(id: 2)
async let c = fetchScore(id: 3)
let scores = await [a, b, c]
print("scores:", scores, "max:", scores.max()!)

// async let with throwing functions
func badgeSummary(id: Int) async -> String {
    async let badges = fetchBadges(id: id)
    async let name = fetchUserName(id: abs(id))
    do {
        let list = try await badges
        return "\(await name) has \(list.count) badges: [\(list.joined(separator: ","))]"
    } catch {
        return "\(await name): failed with \(error)"
    }
}
print(await badgeSummary(id: 2))
print(await badgeSummary(id: -1))
print(await badgeSummary(id: 0))

// A tuple of heterogeneous results
func loadDashboard() async -> (String, Int, [String]) {
    async let user = fetchUserName(id: 4)
    async let points = fetchScore(id: 4)
    async let medals = (try? fetchBadges(id: 3)) ?? []
    return await (user, points, medals)
}
let (user, points, medals) = await loadDashboard()
print("dashboard user:", user)
print("dashboard points:", points)
print("dashboard medals:", medals)

// expect: bo: 55
// expect: cy: 210
// expect: ana: 465
// expect: scores: [55, 210, 465] max: 465
// expect: cy has 2 badges: [gold,silver]
// expect: bo: failed with invalidID(-1)
// expect: ana has 0 badges: []
// expect: dashboard user: bo
// expect: dashboard points: 820
// expect: dashboard medals: ["gold", "silver", "bronze"]
