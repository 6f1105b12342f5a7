// Concurrency tutorial: withCheckedContinuation wraps an old completion-handler API in an async function
final class LegacyWeatherAPI {
    func fetchTemperature(city: String, completion: @escaping (Int) -> Void) {
        let temperatures = ["Oslo": 4, "Rome": 22, "Cairo": 35]
        Task.detached {
            completion(temperatures[city] ?? 0)
        }
    }

    func fetchForecast(days: Int, completion: @escaping ([String]) -> Void) {
        let forecast = (1...days).map { "day \($0): sunny" }
        completion(forecast)
    }
}

extension LegacyWeatherAPI {
    func temperature(city: String) async -> Int {
        await withCheckedContinuation { continuation in
            fetchTemperature(city: city) { value in
                continuation.resume(returning: value)
            }
        }
    }

    func forecast(days: Int) async -> [String] {
        await withCheckedContinuation { continuation in
            fetchForecast(days: days) { continuation.resume(returning: $0) }
        }
    }
}

let api = LegacyWeatherAPI()
for city in ["Oslo", "Rome", "Cairo", "Atlantis"] {
    let t = await api.temperature(city: city)
    print("\(city): \(t) degrees")
}

let forecast = await api.forecast(days: 3)
for line in forecast {
    print(line)
}

async let rome = api.temperature(city: "Rome")
async let oslo = api.temperature(city: "Oslo")
print("Difference: \(await rome - oslo)")
// expect: Oslo: 4 degrees
// expect: Rome: 22 degrees
// expect: Cairo: 35 degrees
// expect: Atlantis: 0 degrees
// expect: day 1: sunny
// expect: day 2: sunny
// expect: day 3: sunny
// expect: Difference: 18
