// async functions, async let, throwing tasks and a task group with sorted results (expected output from swiftc 6.3.1 on Linux)
struct WeatherReport {
    let city: String
    let celsius: Double
}

enum FetchError: Error {
    case unknownCity(String)
}

let fakeData: [String: Double] = ["Oslo": -3.5, "Lima": 19.0, "Cairo": 27.25, "Perth": 22.0]

func fetchWeather(_ city: String) async throws -> WeatherReport {
    await Task.yield()
    guard let temp = fakeData[city] else { throw FetchError.unknownCity(city) }
    return WeatherReport(city: city, celsius: temp)
}

func toFahrenheit(_ c: Double) async -> Double {
    c * 9 / 5 + 32
}

func loadPair() async throws -> (WeatherReport, WeatherReport) {
    async let first = fetchWeather("Oslo")
    async let second = fetchWeather("Lima")
    return try await (first, second)
}

let (a, b) = try await loadPair()
print("\(a.city) \(a.celsius), \(b.city) \(b.celsius)")
print("Oslo in F:", await toFahrenheit(a.celsius))

do {
    _ = try await fetchWeather("Atlantis")
} catch FetchError.unknownCity(let name) {
    print("No data for \(name)")
}

let cities = ["Perth", "Cairo", "Atlantis", "Lima", "Oslo"]
let reports = await withTaskGroup(of: (String, Double?).self) { group -> [(String, Double?)] in
    for city in cities {
        group.addTask {
            let report = try? await fetchWeather(city)
            return (city, report?.celsius)
        }
    }
    var collected: [(String, Double?)] = []
    for await item in group { collected.append(item) }
    return collected.sorted { $0.0 < $1.0 }
}
for (city, temp) in reports {
    print(city, temp.map { String($0) } ?? "n/a")
}

let total = try await withThrowingTaskGroup(of: Double.self) { group in
    for city in ["Lima", "Cairo", "Perth"] {
        group.addTask { try await fetchWeather(city).celsius }
    }
    return try await group.reduce(0, +)
}
print("Sum:", total)

let handle = Task { try await fetchWeather("Nowhere") }
switch await handle.result {
case .success(let r): print("unexpected", r.city)
case .failure(let e): print("task failed:", e)
}
// expect: Oslo -3.5, Lima 19.0
// expect: Oslo in F: 25.7
// expect: No data for Atlantis
// expect: Atlantis n/a
// expect: Cairo 27.25
// expect: Lima 19.0
// expect: Oslo -3.5
// expect: Perth 22.0
// expect: Sum: 68.25
// expect: task failed: unknownCity("Nowhere")
