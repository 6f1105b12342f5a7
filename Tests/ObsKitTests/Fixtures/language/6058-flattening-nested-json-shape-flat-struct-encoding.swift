// Advanced Swift style (Codable with nested containers and init(from:)): flattening a nested JSON shape into a flat struct and encoding it back nested
import Foundation

struct Place: Codable {
    let name: String
    let latitude: Double
    let longitude: Double
    let population: Int

    enum CodingKeys: String, CodingKey { case name, location, stats }
    enum LocationKeys: String, CodingKey { case lat, lon }
    enum StatsKeys: String, CodingKey { case population }

    init(name: String, latitude: Double, longitude: Double, population: Int) {
        self.name = name; self.latitude = latitude; self.longitude = longitude; self.population = population
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        let loc = try c.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try loc.decode(Double.self, forKey: .lat)
        longitude = try loc.decode(Double.self, forKey: .lon)
        let stats = try? c.nestedContainer(keyedBy: StatsKeys.self, forKey: .stats)
        population = try stats?.decodeIfPresent(Int.self, forKey: .population) ?? 0
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        var loc = c.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try loc.encode(latitude, forKey: .lat)
        try loc.encode(longitude, forKey: .lon)
        if population > 0 {
            var stats = c.nestedContainer(keyedBy: StatsKeys.self, forKey: .stats)
            try stats.encode(population, forKey: .population)
        }
    }
}

struct Atlas: Codable { let places: [Place] }

let json = """
{"places": [
  {"name": "Oslo", "location": {"lat": 59.9, "lon": 10.75}, "stats": {"population": 709000}},
  {"name": "Ny-Ålesund", "location": {"lat": 78.93, "lon": 11.92}},
  {"name": "Bergen", "location": {"lat": 60.39, "lon": 5.32}, "stats": {}}
]}
"""
let atlas = try! JSONDecoder().decode(Atlas.self, from: Data(json.utf8))
for p in atlas.places {
    print(p.name, p.latitude, p.longitude, p.population)
}
let north = atlas.places.max { $0.latitude < $1.latitude }!
print("northernmost:", north.name)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try! encoder.encode(atlas.places[0]), as: UTF8.self))
print(String(decoding: try! encoder.encode(Place(name: "Hut", latitude: 1.5, longitude: -2, population: 0)), as: UTF8.self))
let roundTrip = try! JSONDecoder().decode(Atlas.self, from: encoder.encode(atlas))
print(roundTrip.places.map(\.name), roundTrip.places.map(\.population))

// expect: Oslo 59.9 10.75 709000
// expect: Ny-Ålesund 78.93 11.92 0
// expect: Bergen 60.39 5.32 0
// expect: northernmost: Ny-Ålesund
// expect: {"location":{"lat":59.9,"lon":10.75},"name":"Oslo","stats":{"population":709000}}
// expect: {"location":{"lat":1.5,"lon":-2},"name":"Hut"}
// expect: ["Oslo", "Ny-Ålesund", "Bergen"] [709000, 0, 0]
