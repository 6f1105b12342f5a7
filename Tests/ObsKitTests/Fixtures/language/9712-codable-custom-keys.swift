// Apple docs / Hacking with Swift, Codable: custom CodingKeys, snake_case key strategy, nested containers, custom init(from:) and encode(to:), date strategy with fixed dates
import Foundation

struct User: Codable {
    let id: Int
    let fullName: String
    let emailAddress: String
    let signupDate: Date
}

let json = """
{"id": 7, "full_name": "Ada Lovelace", "email_address": "ada@example.com", "signup_date": "2021-03-04T05:06:07Z"}
"""
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .iso8601
let user = try decoder.decode(User.self, from: Data(json.utf8))
print(user.fullName, user.emailAddress, user.signupDate.timeIntervalSince1970)

let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.dateEncodingStrategy = .secondsSince1970
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(user), encoding: .utf8)!)

struct Coordinate: Codable {
    var latitude: Double
    var longitude: Double
    var elevation: Double

    enum CodingKeys: String, CodingKey {
        case latitude = "lat"
        case longitude = "lng"
        case additionalInfo = "info"
    }
    enum AdditionalInfoKeys: String, CodingKey { case elevation }

    init(latitude: Double, longitude: Double, elevation: Double) {
        self.latitude = latitude; self.longitude = longitude; self.elevation = elevation
    }
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try values.decode(Double.self, forKey: .latitude)
        longitude = try values.decode(Double.self, forKey: .longitude)
        let info = try values.nestedContainer(keyedBy: AdditionalInfoKeys.self, forKey: .additionalInfo)
        elevation = try info.decodeIfPresent(Double.self, forKey: .elevation) ?? 0
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        var info = container.nestedContainer(keyedBy: AdditionalInfoKeys.self, forKey: .additionalInfo)
        try info.encode(elevation, forKey: .elevation)
    }
}

let coordJSON = #"{"lat": 51.5, "lng": -0.125, "info": {"elevation": 11.5}}"#
let coord = try JSONDecoder().decode(Coordinate.self, from: Data(coordJSON.utf8))
print(coord.latitude, coord.longitude, coord.elevation)
let noElevation = try JSONDecoder().decode(Coordinate.self, from: Data(#"{"lat": 1, "lng": 2, "info": {}}"#.utf8))
print(noElevation.elevation)
let plain = JSONEncoder()
plain.outputFormatting = .sortedKeys
print(String(data: try plain.encode(Coordinate(latitude: 10, longitude: 20.5, elevation: 3)), encoding: .utf8)!)

enum Shape: Codable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
}
let shapes: [Shape] = [.circle(radius: 1.5), .rect(width: 2, height: 3)]
let shapeData = try plain.encode(shapes)
print(String(data: shapeData, encoding: .utf8)!)
let back = try JSONDecoder().decode([Shape].self, from: shapeData)
for s in back {
    if case let .rect(w, h) = s { print("rect area", w * h) } else { print(s) }
}

// expect: Ada Lovelace ada@example.com 1614834367.0
// expect: {"email_address":"ada@example.com","full_name":"Ada Lovelace","id":7,"signup_date":1614834367}
// expect: 51.5 -0.125 11.5
// expect: 0.0
// expect: {"info":{"elevation":3},"lat":10,"lng":20.5}
// expect: [{"circle":{"radius":1.5}},{"rect":{"height":3,"width":2}}]
// expect: circle(radius: 1.5)
// expect: rect area 6.0
