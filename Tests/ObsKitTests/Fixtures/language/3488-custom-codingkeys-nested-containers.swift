// App code style: custom CodingKeys, nested containers and hand-written init(from:)/encode(to:)
import Foundation

struct Weather: Codable {
    let city: String
    let temperature: Double
    let conditions: [String]
    let windSpeed: Double?

    enum CodingKeys: String, CodingKey {
        case city = "name"
        case main
        case weather
        case wind
    }
    enum MainKeys: String, CodingKey { case temp }
    enum WindKeys: String, CodingKey { case speed }
    enum ConditionKeys: String, CodingKey { case description }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        city = try c.decode(String.self, forKey: .city)
        let main = try c.nestedContainer(keyedBy: MainKeys.self, forKey: .main)
        temperature = try main.decode(Double.self, forKey: .temp)
        var list = try c.nestedUnkeyedContainer(forKey: .weather)
        var found: [String] = []
        while !list.isAtEnd {
            let item = try list.nestedContainer(keyedBy: ConditionKeys.self)
            found.append(try item.decode(String.self, forKey: .description))
        }
        conditions = found
        if c.contains(.wind) {
            let wind = try c.nestedContainer(keyedBy: WindKeys.self, forKey: .wind)
            windSpeed = try wind.decodeIfPresent(Double.self, forKey: .speed)
        } else {
            windSpeed = nil
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(city, forKey: .city)
        var main = c.nestedContainer(keyedBy: MainKeys.self, forKey: .main)
        try main.encode(temperature, forKey: .temp)
        var list = c.nestedUnkeyedContainer(forKey: .weather)
        for cond in conditions {
            var item = list.nestedContainer(keyedBy: ConditionKeys.self)
            try item.encode(cond, forKey: .description)
        }
        try c.encodeIfPresent(windSpeed, forKey: .wind)
    }
}

let payloads = [
    #"{"name":"Oslo","main":{"temp":-3.5},"weather":[{"description":"snow"},{"description":"fog"}],"wind":{"speed":4.2}}"#,
    #"{"name":"Lima","main":{"temp":22},"weather":[]}"#,
    #"{"name":"Rome","main":{"temp":"hot"},"weather":[]}"#,
]
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for p in payloads {
    do {
        let w = try JSONDecoder().decode(Weather.self, from: Data(p.utf8))
        print("\(w.city): \(w.temperature)° \(w.conditions.joined(separator: "/")) wind \(w.windSpeed.map { "\($0)" } ?? "n/a")")
        print(String(data: try encoder.encode(w), encoding: .utf8)!)
    } catch DecodingError.typeMismatch(_, let ctx) {
        print("type mismatch at", ctx.codingPath.map(\.stringValue).joined(separator: "."))
    } catch {
        print("error:", error)
    }
}
// expect: Oslo: -3.5° snow/fog wind 4.2
// expect: {"main":{"temp":-3.5},"name":"Oslo","weather":[{"description":"snow"},{"description":"fog"}],"wind":4.2}
// expect: Lima: 22.0°  wind n/a
// expect: {"main":{"temp":22},"name":"Lima","weather":[]}
// expect: type mismatch at main.temp
