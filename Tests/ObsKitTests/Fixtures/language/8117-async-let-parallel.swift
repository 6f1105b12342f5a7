// Swift Evolution style: SE-0317 async let bindings for structured concurrent child tasks awaited in order
func fetchWeather(city: String) async -> String {
    await Task.yield()
    let table = ["Oslo": "snow", "Lima": "sun", "Pune": "rain"]
    return table[city, default: "unknown"]
}

func fetchTemperature(city: String) async -> Int {
    await Task.yield()
    return city.count * 3
}

func fetchAlerts(city: String) async throws -> [String] {
    if city == "Pune" { return ["flood watch"] }
    return []
}

func report(for city: String) async throws -> String {
    async let weather = fetchWeather(city: city)
    async let temperature = fetchTemperature(city: city)
    async let alerts = fetchAlerts(city: city)

    // All three child tasks run concurrently; results are gathered here
    let (w, t, a) = try await (weather, temperature, alerts)
    let alertText = a.isEmpty ? "no alerts" : a.joined(separator: ", ")
    return "\(city): \(w), \(t)°, \(alertText)"
}

func makeImages(count: Int) async -> [String] {
    async let first = render("thumb", size: 64)
    async let second = render("preview", size: 256)
    async let third = render("full", size: 1024)
    return await [first, second, third].prefix(count).map { $0 }
}

func render(_ name: String, size: Int) async -> String {
    "\(name)@\(size)px"
}

for city in ["Oslo", "Lima", "Pune"] {
    print(try await report(for: city))
}
print(await makeImages(count: 2))

async let a = fetchTemperature(city: "Reykjavik")
async let b = fetchTemperature(city: "Rome")
let sum = await a + b
print("sum of temperatures: \(sum)")

// expect: Oslo: snow, 12°, no alerts
// expect: Lima: sun, 12°, no alerts
// expect: Pune: rain, 12°, flood watch
// expect: ["thumb@64px", "preview@256px"]
// expect: sum of temperatures: 39
