// Swift by Sundell style (key encoding strategy): convertToSnakeCase with pretty-printed, sorted output
import Foundation

struct WeatherReport: Codable, Equatable {
    var cityName: String
    var highTemp: Int
    var lowTemp: Int
    var chanceOfRain: Double
    var windInfo: WindInfo
    var hourlyTemps: [Int]
}

struct WindInfo: Codable, Equatable {
    var speedKmh: Int
    var fromDirection: String
}

let report = WeatherReport(
    cityName: "Bergen",
    highTemp: 14,
    lowTemp: 8,
    chanceOfRain: 0.75,
    windInfo: WindInfo(speedKmh: 22, fromDirection: "SW"),
    hourlyTemps: [9, 11, 14, 12]
)

let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(report)
let text = String(decoding: data, as: UTF8.self)
print(text)

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let back = try decoder.decode(WeatherReport.self, from: data)
print("same after round trip:", back == report)

let compact = JSONEncoder()
compact.outputFormatting = [.sortedKeys]
print(String(decoding: try compact.encode(report.windInfo), as: UTF8.self))
print(text.contains("\"chance_of_rain\""), text.contains("cityName"))

// expect: {
// expect:   "chance_of_rain" : 0.75,
// expect:   "city_name" : "Bergen",
// expect:   "high_temp" : 14,
// expect:   "hourly_temps" : [
// expect:     9,
// expect:     11,
// expect:     14,
// expect:     12
// expect:   ],
// expect:   "low_temp" : 8,
// expect:   "wind_info" : {
// expect:     "from_direction" : "SW",
// expect:     "speed_kmh" : 22
// expect:   }
// expect: }
// expect: same after round trip: true
// expect: {"fromDirection":"SW","speedKmh":22}
// expect: true false
