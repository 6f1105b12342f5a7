// Concurrency: a @MainActor view model updated from async work, Sendable value types passed between tasks, and awaiting a detached task.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Forecast: Sendable {
    let city: String
    let high: Int
}

func fetchForecast(for city: String) async -> Forecast {
    await Task.yield()
    return Forecast(city: city, high: city.count * 4)
}

@MainActor
final class WeatherModel {
    private(set) var lines: [String] = []
    var isLoading = false

    func load(_ cities: [String]) async {
        isLoading = true
        for c in cities {
            let f = await fetchForecast(for: c)
            lines.append("\(f.city): \(f.high)°")
        }
        isLoading = false
    }
}

@MainActor
func run() async {
    let model = WeatherModel()
    print("loading:", model.isLoading)
    await model.load(["Oslo", "Lima", "Cairo"])
    print(model.lines)
    print("loading:", model.isLoading)
}
await run()

let detached = Task.detached { () -> Forecast in
    await fetchForecast(for: "Reykjavik")
}
let f = await detached.value
print(f.city, f.high)

// expect: loading: false
// expect: ["Oslo: 16°", "Lima: 16°", "Cairo: 20°"]
// expect: loading: false
// expect: Reykjavik 36
