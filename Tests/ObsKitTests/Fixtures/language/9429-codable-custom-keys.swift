// Codable with CodingKeys, snake_case strategy, custom init(from:), enums and date strategy (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum Status: String, Codable {
    case active, suspended, deleted
}

struct User: Codable {
    let userID: Int
    let displayName: String
    let status: Status
    let joined: Date
    let score: Double

    enum CodingKeys: String, CodingKey {
        case userID = "id"
        case displayName = "name"
        case status, joined, score
    }
}

struct Reading: Decodable {
    let sensorName: String
    let values: [Double]
    let unit: String

    enum CodingKeys: String, CodingKey { case sensorName, values, unit }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        sensorName = try c.decode(String.self, forKey: .sensorName)
        values = try c.decodeIfPresent([Double].self, forKey: .values) ?? []
        unit = try c.decodeIfPresent(String.self, forKey: .unit) ?? "C"
    }

    var average: Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
}

let usersJSON = """
[{"id": 7, "name": "Rosa", "status": "active", "joined": "2021-03-04T10:00:00Z", "score": 88.5},
 {"id": 9, "name": "Imre", "status": "suspended", "joined": "2019-12-31T23:59:59Z", "score": 41}]
"""
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let users = try decoder.decode([User].self, from: Data(usersJSON.utf8))
for u in users {
    print(u.userID, u.displayName, u.status, Int(u.joined.timeIntervalSince1970), u.score)
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.dateEncodingStrategy = .secondsSince1970
print(String(decoding: try encoder.encode(users[0]), as: UTF8.self))

let readingsJSON = """
[{"sensor_name": "kitchen", "values": [20.5, 21.0, 22.25]},
 {"sensor_name": "garage", "unit": "F"}]
"""
let snake = JSONDecoder()
snake.keyDecodingStrategy = .convertFromSnakeCase
let readings = try snake.decode([Reading].self, from: Data(readingsJSON.utf8))
for r in readings {
    print(r.sensorName, r.values.count, r.unit, r.average)
}

struct Settings: Codable { let darkMode: Bool; let fontSize: Int; let recentFiles: [String] }
let snakeOut = JSONEncoder()
snakeOut.keyEncodingStrategy = .convertToSnakeCase
snakeOut.outputFormatting = .sortedKeys
print(String(decoding: try snakeOut.encode(Settings(darkMode: true, fontSize: 14, recentFiles: ["a.txt"])), as: UTF8.self))

do {
    _ = try decoder.decode(User.self, from: Data(#"{"id":1,"name":"X","status":"banned","joined":"2020-01-01T00:00:00Z","score":1}"#.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted at", ctx.codingPath.map(\.stringValue))
}
// expect: 7 Rosa active 1614852000 88.5
// expect: 9 Imre suspended 1577836799 41.0
// expect: {"id":7,"joined":1614852000,"name":"Rosa","score":88.5,"status":"active"}
// expect: kitchen 3 C 21.25
// expect: garage 0 F 0.0
// expect: {"dark_mode":true,"font_size":14,"recent_files":["a.txt"]}
// expect: corrupted at ["status"]
