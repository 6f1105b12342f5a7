// Tutorial style (custom encoding): encode(to:) with nested keyed and unkeyed containers to build a nested payload
import Foundation

struct Coordinate {
    let latitude: Double
    let longitude: Double
    let altitude: Double?
}

struct Place: Encodable {
    let name: String
    let coordinate: Coordinate
    let ratings: [Int]

    enum CodingKeys: String, CodingKey {
        case name, location, ratings, summary
    }
    enum LocationKeys: String, CodingKey {
        case lat, lng, alt, point
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)

        var location = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .location)
        try location.encode(coordinate.latitude, forKey: .lat)
        try location.encode(coordinate.longitude, forKey: .lng)
        try location.encodeIfPresent(coordinate.altitude, forKey: .alt)
        var point = location.nestedUnkeyedContainer(forKey: .point)
        try point.encode(coordinate.longitude)
        try point.encode(coordinate.latitude)

        var list = container.nestedUnkeyedContainer(forKey: .ratings)
        for rating in ratings where rating > 0 {
            try list.encode(rating)
        }

        var summary = container.nestedContainer(keyedBy: LocationKeys.self, forKey: .summary)
        try summary.encodeNil(forKey: .alt)
    }
}

let places = [
    Place(name: "Summit", coordinate: Coordinate(latitude: 46.5, longitude: 7.25, altitude: 4158), ratings: [5, 0, 4]),
    Place(name: "Harbour", coordinate: Coordinate(latitude: -33.75, longitude: 151.5, altitude: nil), ratings: []),
]

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for place in places {
    let data = try encoder.encode(place)
    print(String(decoding: data, as: UTF8.self))
}

encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(decoding: try encoder.encode(places[1]), as: UTF8.self))

let object = try JSONSerialization.jsonObject(with: try encoder.encode(places[0])) as! [String: Any]
print(object.keys.sorted())

// expect: {"location":{"alt":4158,"lat":46.5,"lng":7.25,"point":[7.25,46.5]},"name":"Summit","ratings":[5,4],"summary":{"alt":null}}
// expect: {"location":{"lat":-33.75,"lng":151.5,"point":[151.5,-33.75]},"name":"Harbour","ratings":[],"summary":{"alt":null}}
// expect: {
// expect:   "location" : {
// expect:     "lat" : -33.75,
// expect:     "lng" : 151.5,
// expect:     "point" : [
// expect:       151.5,
// expect:       -33.75
// expect:     ]
// expect:   },
// expect:   "name" : "Harbour",
// expect:   "ratings" : [
// expect:
// expect:   ],
// expect:   "summary" : {
// expect:     "alt" : null
// expect:   }
// expect: }
// expect: ["location", "name", "ratings", "summary"]
