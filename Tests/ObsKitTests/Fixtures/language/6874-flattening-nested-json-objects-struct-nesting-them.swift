// Apple Codable article style (nested keyed containers): flattening nested JSON objects into one struct and nesting them again on encode
import Foundation

struct Station: Codable {
    var id: Int
    var name: String
    var latitude: Double
    var longitude: Double
    var temperature: Double

    enum CodingKeys: String, CodingKey {
        case id, name, location, reading
    }
    enum LocationKeys: String, CodingKey {
        case lat, lon
    }
    enum ReadingKeys: String, CodingKey {
        case celsius
    }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: CodingKeys.self)
        id = try root.decode(Int.self, forKey: .id)
        name = try root.decode(String.self, forKey: .name)
        let location = try root.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try location.decode(Double.self, forKey: .lat)
        longitude = try location.decode(Double.self, forKey: .lon)
        let reading = try root.nestedContainer(keyedBy: ReadingKeys.self, forKey: .reading)
        temperature = try reading.decode(Double.self, forKey: .celsius)
    }

    func encode(to encoder: Encoder) throws {
        var root = encoder.container(keyedBy: CodingKeys.self)
        try root.encode(id, forKey: .id)
        try root.encode(name, forKey: .name)
        var location = root.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(latitude, forKey: .lat)
        try location.encode(longitude, forKey: .lon)
        var reading = root.nestedContainer(keyedBy: ReadingKeys.self, forKey: .reading)
        try reading.encode(temperature, forKey: .celsius)
    }
}

let json = """
[
  {"id": 1, "name": "Harbor", "location": {"lat": 59.5, "lon": 10.25}, "reading": {"celsius": 12.5}},
  {"id": 2, "name": "Summit", "location": {"lat": 61.75, "lon": 8.5}, "reading": {"celsius": -3.0}}
]
"""

let stations = try JSONDecoder().decode([Station].self, from: Data(json.utf8))
for s in stations {
    print("#\(s.id) \(s.name) at (\(s.latitude), \(s.longitude)): \(s.temperature)°C")
}
let coldest = stations.min { $0.temperature < $1.temperature }!
print("coldest:", coldest.name)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(stations[1]), as: UTF8.self))

// expect: #1 Harbor at (59.5, 10.25): 12.5°C
// expect: #2 Summit at (61.75, 8.5): -3.0°C
// expect: coldest: Summit
// expect: {"id":2,"location":{"lat":61.75,"lon":8.5},"name":"Summit","reading":{"celsius":-3}}
