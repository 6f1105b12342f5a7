// Stack Overflow style: Codable with custom CodingKeys and a nested JSON container
import Foundation

// Question: "The API nests the coordinates and uses snake_case. How do I flatten it into my struct?"
let json = """
{
  "station_id": 42,
  "display_name": "Harbor Point",
  "location": { "lat": 51.5, "lng": -0.12 },
  "readings": [12.5, 13.0, 11.75],
  "active": true
}
"""

struct Station: Codable {
    let id: Int
    let name: String
    let latitude: Double
    let longitude: Double
    let readings: [Double]
    let isActive: Bool

    enum CodingKeys: String, CodingKey {
        case id = "station_id"
        case name = "display_name"
        case location
        case readings
        case isActive = "active"
    }

    enum LocationKeys: String, CodingKey {
        case latitude = "lat"
        case longitude = "lng"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        readings = try container.decodeIfPresent([Double].self, forKey: .readings) ?? []
        isActive = try container.decode(Bool.self, forKey: .isActive)
        let loc = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try loc.decode(Double.self, forKey: .latitude)
        longitude = try loc.decode(Double.self, forKey: .longitude)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(readings, forKey: .readings)
        try container.encode(isActive, forKey: .isActive)
        var loc = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try loc.encode(latitude, forKey: .latitude)
        try loc.encode(longitude, forKey: .longitude)
    }
}

do {
    let station = try JSONDecoder().decode(Station.self, from: Data(json.utf8))
    print("id: \(station.id)")
    print("name: \(station.name)")
    print("lat/lng: \(station.latitude), \(station.longitude)")
    print("readings: \(station.readings)")
    print("active: \(station.isActive)")
    let avg = station.readings.reduce(0, +) / Double(station.readings.count)
    print("average: \(avg)")

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let out = try encoder.encode(station)
    print(String(data: out, encoding: .utf8)!)
} catch {
    print("decode failed: \(error)")
}

// Follow-up: what happens when a required key is missing?
let broken = #"{"station_id": 7, "display_name": "Nowhere", "active": false}"#
do {
    _ = try JSONDecoder().decode(Station.self, from: Data(broken.utf8))
    print("unexpectedly decoded")
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key: \(key.stringValue)")
} catch {
    print("other error")
}

// Simple case: only renaming, synthesized conformance with keyDecodingStrategy.
struct Tag: Codable {
    let tagName: String
    let useCount: Int
}
let tagsJSON = #"[{"tag_name": "swift", "use_count": 10}, {"tag_name": "ios", "use_count": 4}]"#
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let tags = try! decoder.decode([Tag].self, from: Data(tagsJSON.utf8))
for t in tags {
    print("\(t.tagName): \(t.useCount)")
}
// expect: id: 42
// expect: name: Harbor Point
// expect: lat/lng: 51.5, -0.12
// expect: readings: [12.5, 13.0, 11.75]
// expect: active: true
// expect: average: 12.416666666666666
// expect: {
// expect:   "active" : true,
// expect:   "display_name" : "Harbor Point",
// expect:   "location" : {
// expect:     "lat" : 51.5,
// expect:     "lng" : -0.12
// expect:   },
// expect:   "readings" : [
// expect:     12.5,
// expect:     13,
// expect:     11.75
// expect:   ],
// expect:   "station_id" : 42
// expect: }
// expect: missing key: location
// expect: swift: 10
// expect: ios: 4
