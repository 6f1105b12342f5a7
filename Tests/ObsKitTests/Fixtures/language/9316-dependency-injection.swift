// Injecting services through protocols so a view model can be tested
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

protocol WeatherService {
    func temperature(for city: String) throws -> Double
}

protocol AnalyticsTracker: AnyObject {
    func track(_ event: String)
}

enum WeatherError: Error { case unknownCity(String) }

struct StubWeatherService: WeatherService {
    let readings: [String: Double]
    func temperature(for city: String) throws -> Double {
        guard let t = readings[city] else { throw WeatherError.unknownCity(city) }
        return t
    }
}

final class RecordingTracker: AnalyticsTracker {
    private(set) var events: [String] = []
    func track(_ event: String) { events.append(event) }
}

final class PrintingTracker: AnalyticsTracker {
    func track(_ event: String) { print("[analytics] \(event)") }
}

struct Dependencies {
    var weather: WeatherService
    var tracker: AnalyticsTracker
    var unit: TemperatureUnit = .celsius
}

enum TemperatureUnit { case celsius, fahrenheit }

final class WeatherViewModel {
    private let deps: Dependencies
    private(set) var headline = "Loading..."
    init(deps: Dependencies) { self.deps = deps }
    func load(city: String) {
        deps.tracker.track("load:\(city)")
        do {
            let c = try deps.weather.temperature(for: city)
            let value = deps.unit == .celsius ? c : c * 9 / 5 + 32
            let symbol = deps.unit == .celsius ? "C" : "F"
            headline = "\(city): \(Int(value.rounded()))°\(symbol)"
            if c >= 30 { deps.tracker.track("heatwarning:\(city)") }
        } catch WeatherError.unknownCity(let name) {
            headline = "No data for \(name)"
            deps.tracker.track("error:\(name)")
        } catch {
            headline = "Something went wrong"
        }
    }
}

let stub = StubWeatherService(readings: ["Oslo": -3.4, "Lisbon": 21.6, "Cairo": 35.2])
let recorder = RecordingTracker()
let vm = WeatherViewModel(deps: Dependencies(weather: stub, tracker: recorder))
for city in ["Oslo", "Cairo", "Atlantis", "Lisbon"] {
    vm.load(city: city)
    print(vm.headline)
}
print("recorded: \(recorder.events.joined(separator: ", "))")

let usVM = WeatherViewModel(deps: Dependencies(weather: stub, tracker: PrintingTracker(), unit: .fahrenheit))
usVM.load(city: "Lisbon")
print(usVM.headline)
usVM.load(city: "Cairo")
print(usVM.headline)
// expect: Oslo: -3°C
// expect: Cairo: 35°C
// expect: No data for Atlantis
// expect: Lisbon: 22°C
// expect: recorded: load:Oslo, load:Cairo, heatwarning:Cairo, load:Atlantis, error:Atlantis, load:Lisbon
// expect: [analytics] load:Lisbon
// expect: Lisbon: 71°F
// expect: [analytics] load:Cairo
// expect: [analytics] heatwarning:Cairo
// expect: Cairo: 95°F
