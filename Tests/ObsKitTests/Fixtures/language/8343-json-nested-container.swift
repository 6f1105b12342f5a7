// Foundation in app code: flattening nested JSON with nestedContainer(keyedBy:forKey:) in a custom init(from:)
import Foundation

struct Place: Decodable {
    let name: String
    let latitude: Double
    let longitude: Double
    let city: String

    enum RootKeys: String, CodingKey {
        case name, location, address
    }
    enum LocationKeys: String, CodingKey {
        case lat, lng
    }
    enum AddressKeys: String, CodingKey {
        case city
    }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        name = try root.decode(String.self, forKey: .name)
        let location = try root.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try location.decode(Double.self, forKey: .lat)
        longitude = try location.decode(Double.self, forKey: .lng)
        let address = try root.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        city = try address.decode(String.self, forKey: .city)
    }
}

let json = """
[
  {"name": "Cafe Nero", "location": {"lat": 51.5074, "lng": -0.1278}, "address": {"city": "London"}},
  {"name": "Blue Bottle", "location": {"lat": 37.7749, "lng": -122.4194}, "address": {"city": "San Francisco"}}
]
"""

do {
    let places = try JSONDecoder().decode([Place].self, from: Data(json.utf8))
    for place in places {
        print("\(place.name) in \(place.city): \(String(format: "%.2f", place.latitude)), \(String(format: "%.2f", place.longitude))")
    }
    print("Total: \(places.count)")
} catch {
    print("Decoding error: \(error)")
}

// expect: Cafe Nero in London: 51.51, -0.13
// expect: Blue Bottle in San Francisco: 37.77, -122.42
// expect: Total: 2
