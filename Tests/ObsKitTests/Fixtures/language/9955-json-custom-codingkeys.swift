// Apple docs style (Encoding and Decoding Custom Types): CodingKeys renaming and excluding
import Foundation

struct Landmark: Codable {
    var name: String
    var foundingYear: Int
    var location: String
    var vantagePoints: [String]
    var visitCount = 0  // not in CodingKeys: never encoded or decoded

    enum CodingKeys: String, CodingKey {
        case name = "title"
        case foundingYear = "founding_date"
        case location
        case vantagePoints
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]

var bridge = Landmark(name: "Golden Gate", foundingYear: 1937, location: "San Francisco",
                      vantagePoints: ["Battery Spencer", "Fort Point"])
bridge.visitCount = 99
print(String(data: try encoder.encode(bridge), encoding: .utf8)!)

let json = #"{"title":"Eiffel Tower","founding_date":1889,"location":"Paris","vantagePoints":["Trocadero"],"visitCount":5}"#
let tower = try JSONDecoder().decode(Landmark.self, from: Data(json.utf8))
print("name:", tower.name, "year:", tower.foundingYear)
print("vantage:", tower.vantagePoints, "visitCount:", tower.visitCount)

// CodingKeys are a real enum you can inspect
print("keys:", [Landmark.CodingKeys.name, .foundingYear, .location, .vantagePoints].map { $0.stringValue })
print("from string:", Landmark.CodingKeys(stringValue: "founding_date").map { "\($0)" } ?? "nil")
print("unknown key:", Landmark.CodingKeys(stringValue: "name").map { "\($0)" } ?? "nil")

// Int-backed keys
struct Pixel: Codable {
    var r: UInt8, g: UInt8, b: UInt8
    enum CodingKeys: Int, CodingKey { case r = 1, g, b }
}
print("int key values:", Pixel.CodingKeys.g.intValue ?? -1, Pixel.CodingKeys.b.stringValue)
let compact = JSONEncoder()
compact.outputFormatting = .sortedKeys
print("pixel:", String(data: try compact.encode(Pixel(r: 255, g: 128, b: 0)), encoding: .utf8)!)

// Manual encode(to:)/init(from:) with defaults for missing keys
struct Settings: Codable {
    var theme: String
    var fontSize: Int
    var showsHints: Bool

    enum CodingKeys: String, CodingKey { case theme, fontSize = "font_size", showsHints = "hints" }

    init(theme: String, fontSize: Int, showsHints: Bool) {
        self.theme = theme; self.fontSize = fontSize; self.showsHints = showsHints
    }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        theme = try c.decodeIfPresent(String.self, forKey: .theme) ?? "light"
        fontSize = try c.decodeIfPresent(Int.self, forKey: .fontSize) ?? 12
        showsHints = try c.decodeIfPresent(Bool.self, forKey: .showsHints) ?? true
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(theme, forKey: .theme)
        try c.encode(fontSize, forKey: .fontSize)
        if !showsHints { try c.encode(showsHints, forKey: .showsHints) }
    }
}
for input in ["{}", #"{"theme":"dark"}"#, #"{"font_size":18,"hints":false}"#] {
    let s = try JSONDecoder().decode(Settings.self, from: Data(input.utf8))
    let out = String(data: try compact.encode(s), encoding: .utf8)!
    print("\(input) -> \(s.theme)/\(s.fontSize)/\(s.showsHints) -> \(out)")
}

// expect: {
// expect:   "founding_date" : 1937,
// expect:   "location" : "San Francisco",
// expect:   "title" : "Golden Gate",
// expect:   "vantagePoints" : [
// expect:     "Battery Spencer",
// expect:     "Fort Point"
// expect:   ]
// expect: }
// expect: name: Eiffel Tower year: 1889
// expect: vantage: ["Trocadero"] visitCount: 0
// expect: keys: ["title", "founding_date", "location", "vantagePoints"]
// expect: from string: CodingKeys(stringValue: "founding_date", intValue: nil)
// expect: unknown key: nil
// expect: int key values: 2 b
// expect: pixel: {"b":0,"g":128,"r":255}
// expect: {} -> light/12/true -> {"font_size":12,"theme":"light"}
// expect: {"theme":"dark"} -> dark/12/true -> {"font_size":12,"theme":"dark"}
// expect: {"font_size":18,"hints":false} -> light/18/false -> {"font_size":18,"hints":false,"theme":"light"}
