// Tutorial style (number types): integer widths, overflow errors, Bool strictness and Double precision through JSON
import Foundation

struct Sensor: Codable {
    let id: UInt8
    let offset: Int16
    let counter: UInt64
    let gain: Float
    let reading: Double
    let enabled: Bool
}

let decoder = JSONDecoder()
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

let ok = #"{"id": 255, "offset": -32768, "counter": 18446744073709551615, "gain": 0.5, "reading": 12.000001, "enabled": false}"#
let sensor = try decoder.decode(Sensor.self, from: Data(ok.utf8))
print(sensor.id, sensor.offset, sensor.counter, sensor.gain, sensor.reading, sensor.enabled)
print(String(decoding: try encoder.encode(sensor), as: UTF8.self))

let cases: [(String, String)] = [
    ("id overflow", #"{"id": 256, "offset": 0, "counter": 0, "gain": 1, "reading": 1, "enabled": true}"#),
    ("negative unsigned", #"{"id": 1, "offset": 0, "counter": -1, "gain": 1, "reading": 1, "enabled": true}"#),
    ("fractional int", #"{"id": 1.5, "offset": 0, "counter": 0, "gain": 1, "reading": 1, "enabled": true}"#),
    ("bool as number", #"{"id": 1, "offset": 0, "counter": 0, "gain": 1, "reading": 1, "enabled": 1}"#),
    ("int for double", #"{"id": 1, "offset": 0, "counter": 0, "gain": 1, "reading": 7, "enabled": true}"#),
]

for (label, json) in cases {
    do {
        let s = try decoder.decode(Sensor.self, from: Data(json.utf8))
        print("\(label): ok reading=\(s.reading) gain=\(s.gain)")
    } catch DecodingError.typeMismatch(let type, let ctx) {
        print("\(label): typeMismatch \(type) at \(ctx.codingPath.map(\.stringValue))")
    } catch DecodingError.dataCorrupted(let ctx) {
        print("\(label): dataCorrupted at \(ctx.codingPath.map(\.stringValue))")
    } catch {
        print("\(label): \(error)")
    }
}

let doubles: [Double] = [0.1 + 0.2, 1.0, 123456789.125, 5e-324]
let text = String(decoding: try encoder.encode(doubles), as: UTF8.self)
print(text)
let back = try decoder.decode([Double].self, from: Data(text.utf8))
print(back == doubles, back[0] == 0.3)
print(String(decoding: try encoder.encode([Int.max, Int.min]), as: UTF8.self))
print(String(decoding: try encoder.encode([true, false]), as: UTF8.self))

// expect: 255 -32768 18446744073709551615 0.5 12.000001 false
// expect: {"counter":18446744073709551615,"enabled":false,"gain":0.5,"id":255,"offset":-32768,"reading":12.000001}
// expect: id overflow: dataCorrupted at []
// expect: negative unsigned: dataCorrupted at []
// expect: fractional int: dataCorrupted at []
// expect: bool as number: typeMismatch Bool at ["enabled"]
// expect: int for double: ok reading=7.0 gain=1.0
// expect: [0.30000000000000004,1,123456789.125,5e-324]
// expect: true false
// expect: [9223372036854775807,-9223372036854775808]
// expect: [true,false]
