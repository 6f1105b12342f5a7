// App architecture style (@Injected property wrapper): services resolved lazily from a shared container through a property wrapper, swapped for mocks in tests
protocol WeatherAPI { func temperature(in city: String) -> Int? }
protocol Formatter { func format(_ c: Int) -> String }

struct LiveWeather: WeatherAPI {
    func temperature(in city: String) -> Int? { ["oslo": -3, "rome": 18, "lima": 22][city] }
}
struct MockWeather: WeatherAPI {
    func temperature(in city: String) -> Int? { 99 }
}
struct CelsiusFormatter: Formatter { func format(_ c: Int) -> String { "\(c)°C" } }
struct FahrenheitFormatter: Formatter { func format(_ c: Int) -> String { "\(c * 9 / 5 + 32)°F" } }

final class Services {
    static let shared = Services()
    private var makers: [String: () -> Any] = [:]
    private(set) var resolutions = 0
    func register<S>(_ type: S.Type, _ make: @escaping () -> S) { makers["\(type)"] = make }
    func make<S>(_ type: S.Type) -> S {
        resolutions += 1
        return makers["\(type)"]!() as! S
    }
}

@propertyWrapper
struct Injected<Service> {
    private var service: Service?
    init() {}
    var wrappedValue: Service {
        mutating get {
            if let s = service { return s }
            let s = Services.shared.make(Service.self)
            service = s
            return s
        }
        set { service = newValue }
    }
}

struct WeatherViewModel {
    @Injected var api: WeatherAPI
    @Injected var formatter: Formatter
    mutating func line(for city: String) -> String {
        guard let t = api.temperature(in: city) else { return "\(city): unknown" }
        return "\(city): \(formatter.format(t))"
    }
}

Services.shared.register(WeatherAPI.self) { LiveWeather() }
Services.shared.register(Formatter.self) { CelsiusFormatter() }

var vm = WeatherViewModel()
print("resolved before use:", Services.shared.resolutions)
for city in ["oslo", "rome", "paris"] { print(vm.line(for: city)) }
print("resolved:", Services.shared.resolutions)

Services.shared.register(Formatter.self) { FahrenheitFormatter() }
print(vm.line(for: "lima"), "(existing vm keeps its formatter)")
var fresh = WeatherViewModel()
print(fresh.line(for: "lima"))
fresh.api = MockWeather()
print(fresh.line(for: "nowhere"))
print("resolved:", Services.shared.resolutions)

// expect: resolved before use: 0
// expect: oslo: -3°C
// expect: rome: 18°C
// expect: paris: unknown
// expect: resolved: 2
// expect: lima: 22°C (existing vm keeps its formatter)
// expect: lima: 71°F
// expect: nowhere: 210°F
// expect: resolved: 4
