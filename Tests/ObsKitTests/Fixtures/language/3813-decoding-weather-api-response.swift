// App code style: decoding a weather API response with nested arrays, maps, optionals and an enum
import Foundation

enum Condition: String, Codable { case sunny, cloudy, rain, snow }

struct Forecast: Codable {
    struct Day: Codable {
        let date: String
        let high: Double
        let low: Double
        let condition: Condition
        let precipitation: Double?
    }
    struct Location: Codable { let city: String; let lat: Double; let lon: Double }
    let location: Location
    let days: [Day]
    let alerts: [String]?
    let hourlyTemps: [String: [Int]]
}

let json = """
{
  "location": {"city": "Oslo", "lat": 59.91, "lon": 10.75},
  "days": [
    {"date": "2024-01-10", "high": -2.5, "low": -9, "condition": "snow", "precipitation": 4.2},
    {"date": "2024-01-11", "high": 1, "low": -4.25, "condition": "cloudy"},
    {"date": "2024-01-12", "high": 3.75, "low": -1, "condition": "sunny", "precipitation": null}
  ],
  "hourlyTemps": {"morning": [-8, -7, -5], "evening": [-3, -6], "noon": [0, 1]}
}
"""

do {
    let f = try JSONDecoder().decode(Forecast.self, from: Data(json.utf8))
    print("\(f.location.city) (\(f.location.lat), \(f.location.lon))")
    for d in f.days {
        let precip = d.precipitation.map { "\($0) mm" } ?? "n/a"
        print("\(d.date): \(d.condition.rawValue) \(d.low)..\(d.high) precip \(precip)")
    }
    print("alerts:", f.alerts ?? ["none"])
    for key in f.hourlyTemps.keys.sorted() {
        let temps = f.hourlyTemps[key]!
        print("\(key): avg \(Double(temps.reduce(0, +)) / Double(temps.count))")
    }
    let warmest = f.days.max { $0.high < $1.high }!
    print("warmest:", warmest.date)
} catch {
    print("decode failed:", error)
}

let bad = #"{"location":{"city":"X","lat":0,"lon":0},"days":[{"date":"d","high":1,"low":0,"condition":"hail"}],"hourlyTemps":{}}"#
do {
    _ = try JSONDecoder().decode(Forecast.self, from: Data(bad.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted at:", ctx.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))
} catch {
    print("other:", error)
}
// expect: Oslo (59.91, 10.75)
// expect: 2024-01-10: snow -9.0..-2.5 precip 4.2 mm
// expect: 2024-01-11: cloudy -4.25..1.0 precip n/a
// expect: 2024-01-12: sunny -1.0..3.75 precip n/a
// expect: alerts: ["none"]
// expect: evening: avg -4.5
// expect: morning: avg -6.666666666666667
// expect: noon: avg 0.5
// expect: warmest: 2024-01-12
// expect: corrupted at: days.0.condition
