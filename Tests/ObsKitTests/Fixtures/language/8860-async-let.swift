// Apple docs style (async let): loading a dashboard's pieces concurrently
struct Weather { let city: String; let celsius: Int }
struct Calendar { let events: [String] }
struct Inbox { let unread: Int }

func loadWeather(_ city: String) async -> Weather {
    await Task.yield()
    return Weather(city: city, celsius: city.count * 3)
}

func loadCalendar() async -> Calendar {
    await Task.yield()
    return Calendar(events: ["standup", "lunch", "1:1"])
}

func loadInbox(user: String) async throws -> Inbox {
    await Task.yield()
    if user.isEmpty { throw InboxError.notSignedIn }
    return Inbox(unread: user.count * 7)
}

enum InboxError: Error { case notSignedIn }

// The docs pattern: start child tasks with async let, await them together.
func dashboard(user: String) async throws -> String {
    async let weather = loadWeather("Lisbon")
    async let calendar = loadCalendar()
    async let inbox = loadInbox(user: user)

    let (w, c) = await (weather, calendar)
    let unread = try await inbox.unread
    return "\(w.city) \(w.celsius)C | \(c.events.count) events | \(unread) unread"
}

print(try await dashboard(user: "maria"))

do {
    _ = try await dashboard(user: "")
} catch {
    print("dashboard failed:", error)
}

// async let works with any expression, including plain computations.
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }

async let f20 = fib(20)
async let f15 = fib(15)
async let f10 = fib(10)
let fibs = await [f10, f15, f20]
print("fibs:", fibs)

// Awaiting each binding separately, in the order we choose.
func greet() async -> [String] {
    async let hello = String("hello".reversed())
    async let world = "world".uppercased()
    var parts: [String] = []
    parts.append(await world)
    parts.append(await hello)
    return parts
}
print(await greet().joined(separator: " "))

// An async let that is never awaited is implicitly cancelled and awaited at scope exit.
func unusedBinding() async -> String {
    async let _: Int = {
        var spins = 0
        while !Task.isCancelled { spins += 1; await Task.yield() }
        return spins
    }()
    return "returned without awaiting"
}
print(await unusedBinding())

// Destructuring an async let tuple.
async let pair = (loadWeather("Oslo"), loadWeather("Rome"))
let (oslo, rome) = await pair
print(oslo.city, oslo.celsius, rome.city, rome.celsius)

// expect: Lisbon 18C | 3 events | 35 unread
// expect: dashboard failed: notSignedIn
// expect: fibs: [55, 610, 6765]
// expect: WORLD olleh
// expect: returned without awaiting
// expect: Oslo 12 Rome 12
