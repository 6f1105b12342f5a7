// Apple docs style (Encoding and Decoding Custom Types): nested containers for a landmark
import Foundation

struct Coordinate {
    var latitude: Double
    var longitude: Double
    var elevation: Double

    enum CodingKeys: String, CodingKey {
        case latitude
        case longitude
        case additionalInfo
    }

    enum AdditionalInfoKeys: String, CodingKey {
        case elevation
    }
}

extension Coordinate: Decodable {
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try values.decode(Double.self, forKey: .latitude)
        longitude = try values.decode(Double.self, forKey: .longitude)
        let additionalInfo = try values.nestedContainer(keyedBy: AdditionalInfoKeys.self, forKey: .additionalInfo)
        elevation = try additionalInfo.decode(Double.self, forKey: .elevation)
    }
}

extension Coordinate: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        var additionalInfo = container.nestedContainer(keyedBy: AdditionalInfoKeys.self, forKey: .additionalInfo)
        try additionalInfo.encode(elevation, forKey: .elevation)
    }
}

struct Landmark: Codable {
    var name: String
    var foundingYear: Int
    var location: Coordinate

    enum CodingKeys: String, CodingKey {
        case name = "title"
        case foundingYear = "founding_date"
        case location
    }
}

let json = """
[
  {"title": "Mount Rainier", "founding_date": 1899,
   "location": {"latitude": 46.85, "longitude": -121.75, "additionalInfo": {"elevation": 4392}}},
  {"title": "Half Dome", "founding_date": 1890,
   "location": {"latitude": 37.75, "longitude": -119.5, "additionalInfo": {"elevation": 2694}}}
]
"""

let landmarks = try JSONDecoder().decode([Landmark].self, from: Data(json.utf8))
for landmark in landmarks {
    print("\(landmark.name) (\(landmark.foundingYear)): \(landmark.location.elevation) m")
}

let highest = landmarks.max { $0.location.elevation < $1.location.elevation }!
print("highest: \(highest.name)")

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let out = try encoder.encode(landmarks[1])
print(String(decoding: out, as: UTF8.self))

let again = try JSONDecoder().decode(Landmark.self, from: out)
print("round trip elevation: \(again.location.elevation)")

// expect: Mount Rainier (1899): 4392.0 m
// expect: Half Dome (1890): 2694.0 m
// expect: highest: Mount Rainier
// expect: {"founding_date":1890,"location":{"additionalInfo":{"elevation":2694},"latitude":37.75,"longitude":-119.5},"title":"Half Dome"}
// expect: round trip elevation: 2694.0
