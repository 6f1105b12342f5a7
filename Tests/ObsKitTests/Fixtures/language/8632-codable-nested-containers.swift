// Blog style (Codable): flattening nested JSON with nestedContainer and custom CodingKeys
import Foundation

struct Forecast: Codable {
    let city: String
    let latitude: Double
    let longitude: Double
    let highs: [Int]

    enum CodingKeys: String, CodingKey {
        case city = "city_name"
        case location
        case daily
    }
    enum LocationKeys: String, CodingKey { case lat, lon }
    enum DailyKeys: String, CodingKey { case temperatureMax = "temp_max" }

    init(city: String, latitude: Double, longitude: Double, highs: [Int]) {
        self.city = city; self.latitude = latitude; self.longitude = longitude; self.highs = highs
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        city = try c.decode(String.self, forKey: .city)
        let loc = try c.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try loc.decode(Double.self, forKey: .lat)
        longitude = try loc.decode(Double.self, forKey: .lon)
        let daily = try c.nestedContainer(keyedBy: DailyKeys.self, forKey: .daily)
        var maxes = try daily.nestedUnkeyedContainer(forKey: .temperatureMax)
        var values: [Int] = []
        while !maxes.isAtEnd { values.append(try maxes.decode(Int.self)) }
        highs = values
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(city, forKey: .city)
        var loc = c.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try loc.encode(latitude, forKey: .lat)
        try loc.encode(longitude, forKey: .lon)
        var daily = c.nestedContainer(keyedBy: DailyKeys.self, forKey: .daily)
        try daily.encode(highs, forKey: .temperatureMax)
    }
}

let json = """
{"city_name": "Lisbon", "location": {"lat": 38.72, "lon": -9.14},
 "daily": {"temp_max": [24, 27, 22, 25]}}
"""

let decoder = JSONDecoder()
let f = try! decoder.decode(Forecast.self, from: Data(json.utf8))
print("\(f.city) at (\(f.latitude), \(f.longitude))")
print("highs: \(f.highs), warmest \(f.highs.max()!)")

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let out = String(decoding: try! encoder.encode(Forecast(city: "Oslo", latitude: 59.9, longitude: 10.75, highs: [12, 9])), as: UTF8.self)
print(out)

let roundTrip = try! decoder.decode(Forecast.self, from: try! encoder.encode(f))
print("round trip equal highs: \(roundTrip.highs == f.highs), city \(roundTrip.city)")

let broken = #"{"city_name": "X", "location": {"lat": 1}, "daily": {"temp_max": []}}"#
do {
    _ = try decoder.decode(Forecast.self, from: Data(broken.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key: \(key.stringValue)")
} catch {
    print("other error")
}
// expect: Lisbon at (38.72, -9.14)
// expect: highs: [24, 27, 22, 25], warmest 27
// expect: {
// expect:   "city_name" : "Oslo",
// expect:   "daily" : {
// expect:     "temp_max" : [
// expect:       12,
// expect:       9
// expect:     ]
// expect:   },
// expect:   "location" : {
// expect:     "lat" : 59.9,
// expect:     "lon" : 10.75
// expect:   }
// expect: }
// expect: round trip equal highs: true, city Lisbon
// expect: missing key: lon
