// Apple Codable article style (unkeyed coordinates): a Point stored as a two-element JSON array inside a keyed route object
import Foundation

struct Point: Codable, Equatable {
    var lat: Double
    var lon: Double

    init(lat: Double, lon: Double) { self.lat = lat; self.lon = lon }

    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        lat = try c.decode(Double.self)
        lon = try c.decode(Double.self)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(lat)
        try c.encode(lon)
    }
}

struct Route: Codable, Equatable {
    var name: String
    var start: Point
    var waypoints: [Point]
}

let json = """
{
  "name": "Coastal",
  "start": [60.0, 5.0],
  "waypoints": [[60.5, 5.25], [61.0, 5.5], [61.25, 6.0]]
}
"""

let route = try JSONDecoder().decode(Route.self, from: Data(json.utf8))
print(route.name, "starts at", route.start.lat, route.start.lon)
var previous = route.start
for (i, p) in route.waypoints.enumerated() {
    let dLat = p.lat - previous.lat, dLon = p.lon - previous.lon
    print("leg \(i + 1): +\(dLat) lat, +\(dLon) lon")
    previous = p
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(route)
print(String(decoding: data, as: UTF8.self))
print(try JSONDecoder().decode(Route.self, from: data) == route)

do {
    _ = try JSONDecoder().decode(Point.self, from: Data("[1.0]".utf8))
} catch DecodingError.valueNotFound(let type, let context) {
    print("valueNotFound", type, context.codingPath.map(\.stringValue))
}

// expect: Coastal starts at 60.0 5.0
// expect: leg 1: +0.5 lat, +0.25 lon
// expect: leg 2: +0.5 lat, +0.25 lon
// expect: leg 3: +0.25 lat, +0.5 lon
// expect: {"name":"Coastal","start":[60,5],"waypoints":[[60.5,5.25],[61,5.5],[61.25,6]]}
// expect: true
// expect: valueNotFound Double ["Index 1"]
