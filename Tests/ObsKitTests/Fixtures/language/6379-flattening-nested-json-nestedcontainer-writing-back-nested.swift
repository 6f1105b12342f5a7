// Advanced Swift style (Encoding and Decoding): flattening nested JSON with nestedContainer and writing it back nested
import Foundation

struct Place: Codable {
    var name: String
    var latitude: Double
    var longitude: Double
    var country: String

    enum RootKeys: String, CodingKey { case name, location, meta }
    enum LocationKeys: String, CodingKey { case lat, lng }
    enum MetaKeys: String, CodingKey { case country = "country_code" }

    init(name: String, latitude: Double, longitude: Double, country: String) {
        self.name = name; self.latitude = latitude; self.longitude = longitude; self.country = country
    }
    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        name = try root.decode(String.self, forKey: .name)
        let loc = try root.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try loc.decode(Double.self, forKey: .lat)
        longitude = try loc.decode(Double.self, forKey: .lng)
        let meta = try root.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        country = try meta.decode(String.self, forKey: .country)
    }
    func encode(to encoder: Encoder) throws {
        var root = encoder.container(keyedBy: RootKeys.self)
        try root.encode(name, forKey: .name)
        var loc = root.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try loc.encode(latitude, forKey: .lat)
        try loc.encode(longitude, forKey: .lng)
        var meta = root.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encode(country, forKey: .country)
    }
}

let json = """
[
  {"name": "Oslo", "location": {"lat": 59.9, "lng": 10.75}, "meta": {"country_code": "NO"}},
  {"name": "Lima", "location": {"lat": -12.05, "lng": -77.04}, "meta": {"country_code": "PE"}}
]
"""
let places = try JSONDecoder().decode([Place].self, from: Data(json.utf8))
for p in places {
    print(p.name, p.latitude, p.longitude, p.country)
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let out = try encoder.encode(places[0])
print(String(decoding: out, as: UTF8.self))
let back = try JSONDecoder().decode(Place.self, from: out)
print(back.name == places[0].name, back.latitude)
let made = Place(name: "Quito", latitude: -0.22, longitude: -78.5, country: "EC")
print(String(decoding: try encoder.encode([made]), as: UTF8.self))

let broken = #"{"name": "X", "location": {"lat": 1}, "meta": {"country_code": "ZZ"}}"#
do {
    _ = try JSONDecoder().decode(Place.self, from: Data(broken.utf8))
} catch DecodingError.keyNotFound(let key, let ctx) {
    print("missing", key.stringValue, "at", ctx.codingPath.map(\.stringValue))
}

// expect: Oslo 59.9 10.75 NO
// expect: Lima -12.05 -77.04 PE
// expect: {"location":{"lat":59.9,"lng":10.75},"meta":{"country_code":"NO"},"name":"Oslo"}
// expect: true 59.9
// expect: [{"location":{"lat":-0.22,"lng":-78.5},"meta":{"country_code":"EC"},"name":"Quito"}]
// expect: missing lng at ["location"]
