// Book style (Concurrency): async let with throwing calls, Sendable results and sequential awaits on an actor
struct Forecast: Sendable, CustomStringConvertible {
    let city: String
    let high: Int
    var description: String { "\(city) \(high)°" }
}

enum ForecastError: Error { case unknownCity(String) }

func fetch(_ city: String) async throws -> Forecast {
    await Task.yield()
    let table = ["Oslo": 4, "Lima": 22, "Cairo": 31]
    guard let high = table[city] else { throw ForecastError.unknownCity(city) }
    return Forecast(city: city, high: high)
}

actor Station {
    private var readings: [Forecast] = []
    func record(_ f: Forecast) -> Int {
        readings.append(f)
        return readings.count
    }
    func hottest() -> Forecast? { readings.max { $0.high < $1.high } }
    func summary() -> String {
        readings.sorted { $0.city < $1.city }.map(\.description).joined(separator: ", ")
    }
}

func report() async throws -> [Forecast] {
    async let oslo = fetch("Oslo")
    async let lima = fetch("Lima")
    async let cairo = fetch("Cairo")
    return try await [oslo, lima, cairo]
}

let station = Station()
do {
    let forecasts = try await report()
    print(forecasts)
    for f in forecasts {
        let n = await station.record(f)
        print("recorded #\(n): \(f)")
    }
    print(await station.hottest() as Any)
    async let missing = fetch("Atlantis")
    _ = try await missing
    print("unreachable")
} catch ForecastError.unknownCity(let name) {
    print("no forecast for \(name)")
}
print(await station.summary())
let results = await withTaskGroup(of: (String, Result<Forecast, Error>).self) { group in
    for city in ["Lima", "Paris", "Oslo"] {
        group.addTask {
            do { return (city, .success(try await fetch(city))) }
            catch { return (city, .failure(error)) }
        }
    }
    var all: [(String, Result<Forecast, Error>)] = []
    for await r in group { all.append(r) }
    return all.sorted { $0.0 < $1.0 }
}
for (city, result) in results {
    switch result {
    case .success(let f): print(city, "->", f.high)
    case .failure(let e): print(city, "failed:", e)
    }
}
print(type(of: results))

// expect: [Oslo 4°, Lima 22°, Cairo 31°]
// expect: recorded #1: Oslo 4°
// expect: recorded #2: Lima 22°
// expect: recorded #3: Cairo 31°
// expect: Optional(Cairo 31°)
// expect: no forecast for Atlantis
// expect: Cairo 31°, Lima 22°, Oslo 4°
// expect: Lima -> 22
// expect: Oslo -> 4
// expect: Paris failed: unknownCity("Paris")
// expect: Array<(String, Result<Forecast, Error>)>
