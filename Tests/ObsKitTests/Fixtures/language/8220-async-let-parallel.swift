// Concurrency tutorial: async let starts several child tasks that run in parallel
func fetchWeather(city: String) async -> Int {
    try? await Task.sleep(nanoseconds: 5_000_000)
    return city.count * 3
}

func fetchNews(topic: String) async -> [String] {
    try? await Task.sleep(nanoseconds: 2_000_000)
    return ["\(topic) headline 1", "\(topic) headline 2"]
}

func fetchStockPrice(symbol: String) async -> Double {
    return Double(symbol.count) * 42.5
}

func loadDashboard() async {
    async let weather = fetchWeather(city: "London")
    async let news = fetchNews(topic: "Swift")
    async let price = fetchStockPrice(symbol: "AAPL")

    print("All three requests started")
    let (w, n, p) = await (weather, news, price)
    print("Temperature: \(w)")
    for item in n {
        print("News: \(item)")
    }
    print("AAPL: \(p)")
}

await loadDashboard()

async let first = fetchWeather(city: "Paris")
async let second = fetchWeather(city: "Tokyo")
let total = await first + second
print("Sum of temperatures: \(total)")
// expect: All three requests started
// expect: Temperature: 18
// expect: News: Swift headline 1
// expect: News: Swift headline 2
// expect: AAPL: 170.0
// expect: Sum of temperatures: 30
