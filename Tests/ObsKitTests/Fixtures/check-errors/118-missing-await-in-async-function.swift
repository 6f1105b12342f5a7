// Mistake: calls an async function from another async function but forgets `await`.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Weather {
    var city: String
    var celsius: Double
}

func fetchWeather(for city: String) async -> Weather {
    Weather(city: city, celsius: 18.5)
}

func report(cities: [String]) async -> [String] {
    var lines: [String] = []
    for city in cities {
        let weather = fetchWeather(for: city)
        lines.append("\(weather.city): \(weather.celsius)°C")
    }
    return lines
}

Task {
    let lines = await report(cities: ["Oslo", "Lima"])
    print(lines.joined(separator: "\n"))
}
// expect-error: expression is 'async' but is not marked with 'await'
