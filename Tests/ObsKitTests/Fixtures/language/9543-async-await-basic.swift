// Simple async/await: async functions called in sequence, async let pairs, throwing async and a Task value (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct WeatherReport {
    let city: String
    let celsius: Double
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

enum WeatherError: Error { case unknownCity(String) }

let temperatures = ["Nairobi": 24.5, "Reykjavik": -1.0, "Hanoi": 31.2]

func fetchWeather(for city: String) async throws -> WeatherReport {
    await Task.yield()
    guard let t = temperatures[city] else { throw WeatherError.unknownCity(city) }
    return WeatherReport(city: city, celsius: t)
}

func describe(_ report: WeatherReport) -> String {
    String(format: "%@: %.1f°C / %.1f°F", report.city, report.celsius, report.fahrenheit)
}

func averageTemperature(of cities: [String]) async throws -> Double {
    var sum = 0.0
    for city in cities {
        sum += try await fetchWeather(for: city).celsius
    }
    return sum / Double(cities.count)
}

func run() async {
    do {
        let first = try await fetchWeather(for: "Nairobi")
        print(describe(first))
        async let a = fetchWeather(for: "Reykjavik")
        async let b = fetchWeather(for: "Hanoi")
        let (x, y) = try await (a, b)
        print(describe(x))
        print(describe(y))
        let avg = try await averageTemperature(of: ["Nairobi", "Reykjavik", "Hanoi"])
        print(String(format: "average %.2f", avg))
        _ = try await fetchWeather(for: "Atlantis")
        print("not reached")
    } catch WeatherError.unknownCity(let name) {
        print("no data for \(name)")
    } catch {
        print("other:", error)
    }
}

await run()

let task = Task { () -> Int in
    let reports = try await [fetchWeather(for: "Hanoi"), fetchWeather(for: "Nairobi")]
    return reports.filter { $0.celsius > 25 }.count
}
let hot = try await task.value
print("hot cities:", hot)

let failing = Task { try await fetchWeather(for: "Nowhere") }
switch await failing.result {
case .success: print("unexpected success")
case .failure(let error): print("task failed:", error)
}

// expect: Nairobi: 24.5°C / 76.1°F
// expect: Reykjavik: -1.0°C / 30.2°F
// expect: Hanoi: 31.2°C / 88.2°F
// expect: average 18.23
// expect: no data for Atlantis
// expect: hot cities: 1
// expect: task failed: unknownCity("Nowhere")
