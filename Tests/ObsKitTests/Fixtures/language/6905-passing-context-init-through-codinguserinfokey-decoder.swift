// Swift by Sundell style (userInfo): passing context to init(from:) through CodingUserInfoKey on the decoder
import Foundation

extension CodingUserInfoKey {
    static let unitSystem = CodingUserInfoKey(rawValue: "unitSystem")!
}

enum UnitSystem: String { case metric, imperial }

struct Hike: Decodable {
    var name: String
    var distance: Double   // always stored in kilometres

    enum CodingKeys: String, CodingKey { case name, distance }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        let raw = try c.decode(Double.self, forKey: .distance)
        let system = decoder.userInfo[.unitSystem] as? UnitSystem ?? .metric
        distance = system == .imperial ? raw * 1.5 : raw
    }
}

let json = """
[{"name": "Ridge loop", "distance": 8}, {"name": "Lake path", "distance": 3.5}]
"""

for system in [UnitSystem.metric, .imperial] {
    let decoder = JSONDecoder()
    decoder.userInfo[.unitSystem] = system
    let hikes = try decoder.decode([Hike].self, from: Data(json.utf8))
    print(system.rawValue + ":", hikes.map { "\($0.name) \($0.distance) km" }.joined(separator: "; "))
}

let plain = try JSONDecoder().decode([Hike].self, from: Data(json.utf8))
print("no userInfo:", plain.map(\.distance))
print(CodingUserInfoKey.unitSystem.rawValue)

// expect: metric: Ridge loop 8.0 km; Lake path 3.5 km
// expect: imperial: Ridge loop 12.0 km; Lake path 5.25 km
// expect: no userInfo: [8.0, 3.5]
// expect: unitSystem
