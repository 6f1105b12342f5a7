// Swift Evolution style (SE-0317 async let bindings): assembling a dashboard in parallel
struct Weather { let city: String; let celsius: Int }
struct Headline { let title: String }

func fetchWeather(_ city: String) async -> Weather {
    Weather(city: city, celsius: city.count * 3)
}

func fetchHeadlines(limit: Int) async -> [Headline] {
    (1...limit).map { Headline(title: "Story \($0)") }
}

func fetchUnreadCount(user: String) async throws -> Int {
    if user.isEmpty { throw DashboardError.noUser }
    return user.count * 7
}

enum DashboardError: Error { case noUser }

// Child tasks start immediately; we only wait at the `await`
func loadDashboard(user: String) async throws -> String {
    async let weather = fetchWeather("Oslo")
    async let news = fetchHeadlines(limit: 3)
    async let unread = fetchUnreadCount(user: user)

    let (w, n, u) = try await (weather, news, unread)
    return "\(w.city) \(w.celsius)C | \(n.map(\.title).joined(separator: ", ")) | \(u) unread"
}

print(try await loadDashboard(user: "maria"))

do {
    _ = try await loadDashboard(user: "")
} catch {
    print("dashboard failed:", error)
}

// async let with a plain expression and later independent awaits
func fib(_ n: Int) async -> Int {
    var (a, b) = (0, 1)
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}

async let small = fib(10)
async let large = fib(50)
let first = await small
print("fib(10) =", first)
print("fib(50) =", await large)

// Fan out over a fixed set of cities, then combine in a deterministic order
func temperatures() async -> [String] {
    async let a = fetchWeather("Lima")
    async let b = fetchWeather("Cairo")
    async let c = fetchWeather("Reykjavik")
    return await [a, b, c].map { "\($0.city)=\($0.celsius)" }
}
print(await temperatures())

// An unused async let is implicitly cancelled and awaited at scope exit
func early(_ stop: Bool) async -> String {
    async let slow = fib(30)
    if stop { return "stopped early" }
    return "fib(30) = \(await slow)"
}
print(await early(true))
print(await early(false))

// expect: Oslo 12C | Story 1, Story 2, Story 3 | 35 unread
// expect: dashboard failed: noUser
// expect: fib(10) = 55
// expect: fib(50) = 12586269025
// expect: ["Lima=12", "Cairo=15", "Reykjavik=27"]
// expect: stopped early
// expect: fib(30) = 832040
