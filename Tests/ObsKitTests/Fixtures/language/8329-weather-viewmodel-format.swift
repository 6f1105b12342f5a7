// App model layer: a weather view model converting units and formatting forecast rows
import Foundation

enum TemperatureUnit { case celsius, fahrenheit }

struct Forecast: Decodable {
    let day: String
    let highC: Double
    let lowC: Double
    let condition: String
    let precipitation: Int
}

struct ForecastRow: CustomStringConvertible {
    let title: String
    let range: String
    let icon: String
    let rainNote: String?
    var description: String { "\(title.padding(toLength: 4, withPad: " ", startingAt: 0))\(icon) \(range)\(rainNote.map { " " + $0 } ?? "")" }
}

struct WeatherViewModel {
    var unit: TemperatureUnit = .celsius
    let forecasts: [Forecast]

    func convert(_ c: Double) -> Int {
        switch unit {
        case .celsius: return Int(c.rounded())
        case .fahrenheit: return Int((c * 9 / 5 + 32).rounded())
        }
    }

    var rows: [ForecastRow] {
        forecasts.map { f in
            let icon = ["sunny": "☀️", "cloudy": "☁️", "rain": "🌧"][f.condition] ?? "?"
            let suffix = unit == .celsius ? "°C" : "°F"
            return ForecastRow(title: f.day, range: "\(convert(f.lowC))–\(convert(f.highC))\(suffix)", icon: icon,
                               rainNote: f.precipitation >= 50 ? "(\(f.precipitation)% rain)" : nil)
        }
    }

    var summary: String {
        guard let warmest = forecasts.max(by: { $0.highC < $1.highC }) else { return "No data" }
        let avg = forecasts.map(\.highC).reduce(0, +) / Double(forecasts.count)
        return "Warmest: \(warmest.day) \(convert(warmest.highC)), avg high \(String(format: "%.1f", avg))°C"
    }
}

let json = """
[{"day":"Mon","highC":21.4,"lowC":12.0,"condition":"sunny","precipitation":0},
 {"day":"Tue","highC":18.6,"lowC":11.5,"condition":"cloudy","precipitation":40},
 {"day":"Wed","highC":15.2,"lowC":9.8,"condition":"rain","precipitation":80},
 {"day":"Thu","highC":-1.5,"lowC":-6.5,"condition":"snow","precipitation":55}]
"""
let forecasts = try! JSONDecoder().decode([Forecast].self, from: Data(json.utf8))
var vm = WeatherViewModel(forecasts: forecasts)
vm.rows.forEach { print($0) }
print(vm.summary)
vm.unit = .fahrenheit
vm.rows.forEach { print($0) }
print(vm.summary)
print(WeatherViewModel(forecasts: []).summary)

// expect: Mon ☀️ 12–21°C
// expect: Tue ☁️ 12–19°C
// expect: Wed 🌧 10–15°C (80% rain)
// expect: Thu ? -7–-2°C (55% rain)
// expect: Warmest: Mon 21, avg high 13.4°C
// expect: Mon ☀️ 54–71°F
// expect: Tue ☁️ 53–65°F
// expect: Wed 🌧 50–59°F (80% rain)
// expect: Thu ? 20–29°F (55% rain)
// expect: Warmest: Mon 71, avg high 13.4°C
// expect: No data
