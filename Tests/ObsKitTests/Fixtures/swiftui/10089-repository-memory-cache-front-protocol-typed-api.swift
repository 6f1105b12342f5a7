// architecture style: a repository with an in-memory cache in front of a protocol-typed API, injected into a view model; the first load goes to the (mock) network on the virtual clock, a repeat is a cache hit that finishes in the same turn; a Task made in a button's action starts after the update (rules §10.1, §11.3, §6.3)
import SwiftUI

struct Weather: Equatable {
    let city: String
    let temp: Int
}

protocol WeatherAPI {
    func fetch(city: String) async -> Weather
}

struct FakeWeatherAPI: WeatherAPI {
    func fetch(city: String) async -> Weather {
        print("network fetch \(city)")
        try? await Task.sleep(for: .milliseconds(500))
        let temps = ["Oslo": 4, "Lima": 19]
        return Weather(city: city, temp: temps[city] ?? 0)
    }
}

@MainActor
final class WeatherRepository {
    private let api: WeatherAPI
    private var cache: [String: Weather] = [:]

    init(api: WeatherAPI) { self.api = api }

    func weather(for city: String) async -> Weather {
        if let hit = cache[city] {
            print("cache hit \(city)")
            return hit
        }
        let weather = await api.fetch(city: city)
        cache[city] = weather
        return weather
    }
}

@MainActor
final class WeatherViewModel: ObservableObject {
    @Published var city = "Oslo"
    @Published private(set) var text = "-"
    private let repository: WeatherRepository

    init(repository: WeatherRepository) { self.repository = repository }

    func refresh() async {
        let weather = await repository.weather(for: city)
        text = "\(weather.city) \(weather.temp)C"
    }
}

struct WeatherScreen: View {
    @StateObject private var viewModel: WeatherViewModel

    init(repository: WeatherRepository) {
        _viewModel = StateObject(wrappedValue: WeatherViewModel(repository: repository))
    }

    var body: some View {
        let _ = print("WeatherScreen body: \(viewModel.text)")
        VStack {
            Text(viewModel.text)
            Button("Oslo") {
                viewModel.city = "Oslo"
                Task { await viewModel.refresh() }
            }
            Button("Lima") {
                viewModel.city = "Lima"
                Task { await viewModel.refresh() }
            }
        }
        .task { await viewModel.refresh() }
    }
}

:mount WeatherScreen(repository: WeatherRepository(api: FakeWeatherAPI()))
// expect: WeatherScreen body: -
// expect: network fetch Oslo
:advance 500ms
// expect: WeatherScreen body: Oslo 4C
:tap "Lima"
// expect: WeatherScreen body: Oslo 4C
// expect: network fetch Lima
:advance 500ms
// expect: WeatherScreen body: Lima 19C
:tap "Oslo"
// expect: WeatherScreen body: Lima 19C
// expect: cache hit Oslo
// expect: WeatherScreen body: Oslo 4C
