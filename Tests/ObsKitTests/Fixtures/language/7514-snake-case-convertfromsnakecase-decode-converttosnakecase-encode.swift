// Tutorial style (snake case): convertFromSnakeCase on decode and convertToSnakeCase on encode
import Foundation

struct WeatherReport: Codable {
    let cityName: String
    let temperatureCelsius: Double
    let windSpeedKmh: Int
    let isRaining: Bool
    let uvIndex: Int
    let lastUpdatedBy: String?
}

let json = """
{
  "city_name": "Lisbon",
  "temperature_celsius": 21.5,
  "wind_speed_kmh": 14,
  "is_raining": false,
  "uv_index": 6
}
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let report = try decoder.decode(WeatherReport.self, from: Data(json.utf8))
print("\(report.cityName): \(report.temperatureCelsius)°C, wind \(report.windSpeedKmh) km/h")
print("Raining? \(report.isRaining ? "yes" : "no"), UV \(report.uvIndex)")
print("Updated by: \(report.lastUpdatedBy ?? "unknown")")

let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = .sortedKeys
let updated = WeatherReport(cityName: "Porto", temperatureCelsius: 18.0, windSpeedKmh: 22,
                            isRaining: true, uvIndex: 3, lastUpdatedBy: "station7")
print(String(decoding: try encoder.encode(updated), as: UTF8.self))

// Without the strategy the snake case keys are missing
let plain = JSONDecoder()
do {
    _ = try plain.decode(WeatherReport.self, from: Data(json.utf8))
    print("unexpected success")
} catch DecodingError.keyNotFound(let key, _) {
    print("Missing key: \(key.stringValue)")
} catch {
    print("Other error")
}

struct Tiny: Codable { let aURLPath: String; let userID: Int }
let tinyData = try encoder.encode(Tiny(aURLPath: "/x", userID: 5))
print(String(decoding: tinyData, as: UTF8.self))

// expect: Lisbon: 21.5°C, wind 14 km/h
// expect: Raining? no, UV 6
// expect: Updated by: unknown
// expect: {"city_name":"Porto","is_raining":true,"last_updated_by":"station7","temperature_celsius":18,"uv_index":3,"wind_speed_kmh":22}
// expect: Missing key: cityName
// expect: {"a_url_path":"\/x","user_id":5}
