// Flattening a nested JSON object into flat properties with nestedContainer(keyedBy:forKey:), and writing the
// nesting back in encode(to:); codingPath of the decoder and of the containers.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct Place: Codable {
    var id: Int
    var name: String
    var latitude: Double
    var longitude: Double
    var city: String

    enum CodingKeys: String, CodingKey {
        case id, name, location, address
    }
    enum LocationKeys: String, CodingKey {
        case latitude = "lat"
        case longitude = "lng"
    }
    enum AddressKeys: String, CodingKey {
        case city
    }

    init(id: Int, name: String, latitude: Double, longitude: Double, city: String) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.city = city
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        let location = try container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        latitude = try location.decode(Double.self, forKey: .latitude)
        longitude = try location.decode(Double.self, forKey: .longitude)
        print("location path:", location.codingPath.map(\.stringValue))
        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        city = try address.decode(String.self, forKey: .city)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(latitude, forKey: .latitude)
        try location.encode(longitude, forKey: .longitude)
        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(city, forKey: .city)
        print("encoder path:", encoder.codingPath.map(\.stringValue))
    }
}

struct Trip: Codable {
    var title: String
    var stops: [Place]
}

let json = """
{"title": "Weekend", "stops": [
  {"id": 1, "name": "Harbour", "location": {"lat": 38.7, "lng": -9.1}, "address": {"city": "Lisbon"}},
  {"id": 2, "name": "Castle", "location": {"lat": 38.71, "lng": -9.13}, "address": {"city": "Lisbon", "zip": "1100"}}
]}
"""
let trip = try JSONDecoder().decode(Trip.self, from: Data(json.utf8))
for stop in trip.stops {
    print(stop.id, stop.name, stop.latitude, stop.longitude, stop.city)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let single = Place(id: 9, name: "Tower", latitude: 1.5, longitude: 2.25, city: "Belém")
print(String(decoding: try encoder.encode(single), as: UTF8.self))
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try encoder.encode(Trip(title: "Short", stops: [single])), as: UTF8.self))

do {
    _ = try JSONDecoder().decode(Place.self, from: Data(#"{"id": 3, "name": "Nowhere", "location": {"lat": 1}}"#.utf8))
} catch DecodingError.keyNotFound(let key, let context) {
    print("missing", key.stringValue, "at", context.codingPath.map(\.stringValue))
}

// expect: location path: ["stops", "Index 0", "location"]
// expect: location path: ["stops", "Index 1", "location"]
// expect: 1 Harbour 38.7 -9.1 Lisbon
// expect: 2 Castle 38.71 -9.13 Lisbon
// expect: encoder path: []
// expect: {"address":{"city":"Belém"},"id":9,"location":{"lat":1.5,"lng":2.25},"name":"Tower"}
// expect: encoder path: ["stops", "Index 0"]
// expect: {
// expect:   "stops" : [
// expect:     {
// expect:       "address" : {
// expect:         "city" : "Belém"
// expect:       },
// expect:       "id" : 9,
// expect:       "location" : {
// expect:         "lat" : 1.5,
// expect:         "lng" : 2.25
// expect:       },
// expect:       "name" : "Tower"
// expect:     }
// expect:   ],
// expect:   "title" : "Short"
// expect: }
// expect: missing lng at ["location"]
