// Concurrency: async functions, await, async let in parallel, async sequences, Task values (expected output from swiftc 6.3.1 on Linux)
func fetchTemperature(city: String) async -> Int {
    await Task.yield()
    return city.count * 3
}

func fetchForecast(city: String) async throws -> String {
    guard !city.isEmpty else { throw URLishError.missingCity }
    await Task.yield()
    return city.hasPrefix("S") ? "sunny" : "cloudy"
}
enum URLishError: Error { case missingCity }

func report(for city: String) async throws -> String {
    async let temp = fetchTemperature(city: city)
    async let forecast = fetchForecast(city: city)
    let (t, f) = try await (temp, forecast)
    return "\(city): \(t)°, \(f)"
}

func slowSquare(_ n: Int) async -> Int {
    try? await Task.sleep(nanoseconds: UInt64((5 - n) * 2_000_000))
    return n * n
}

struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

let t = await fetchTemperature(city: "Oslo")
print("Oslo temperature:", t)
for city in ["Seville", "Bergen", ""] {
    do {
        print(try await report(for: city))
    } catch {
        print("report failed:", error)
    }
}

async let a = slowSquare(1)
async let b = slowSquare(2)
async let c = slowSquare(3)
let squares = await [a, b, c]
print("squares in declaration order:", squares)

var collected: [Int] = []
for await n in Countdown(start: 4) {
    collected.append(n)
}
print("countdown:", collected)
let evens = Countdown(start: 10).filter { $0 % 2 == 0 }
var evenList: [Int] = []
for await e in evens { evenList.append(e) }
print("even countdown:", evenList)

let task = Task { () -> String in
    let parts = await [fetchTemperature(city: "Rome"), fetchTemperature(city: "Lima")]
    return parts.map(String.init).joined(separator: "/")
}
print("task value:", await task.value)
let failing = Task { () throws -> Int in throw URLishError.missingCity }
do { _ = try await failing.value } catch { print("task threw:", error) }
let cancelled = Task { () -> Bool in
    try? await Task.sleep(nanoseconds: 1_000_000_000)
    return Task.isCancelled
}
cancelled.cancel()
print("saw cancellation:", await cancelled.value)

// expect: Oslo temperature: 12
// expect: Seville: 21°, sunny
// expect: Bergen: 18°, cloudy
// expect: report failed: missingCity
// expect: squares in declaration order: [1, 4, 9]
// expect: countdown: [4, 3, 2, 1]
// expect: even countdown: [10, 8, 6, 4, 2]
// expect: task value: 12/12
// expect: task threw: missingCity
// expect: saw cancellation: true
