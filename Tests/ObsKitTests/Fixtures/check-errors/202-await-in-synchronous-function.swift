// Check error: awaiting an async function from a function that is not async
struct Weather {
    var city: String
    var temperature: Double
}

func fetchWeather(for city: String) async -> Weather {
    return Weather(city: city, temperature: 21.5)
}

func showWeather() {
    let weather = await fetchWeather(for: "Lisbon")
    print("\(weather.city): \(weather.temperature)°C")
}

showWeather()
// expect-error: 'async' call in a function that does not support concurrency
