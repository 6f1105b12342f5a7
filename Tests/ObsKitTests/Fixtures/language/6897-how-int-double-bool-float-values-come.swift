// Hacking with Swift style (numbers and booleans): how Int, Double, Bool and Float values come out of and go into JSON
import Foundation

struct Measurement: Codable {
    var label: String
    var count: Int
    var ratio: Double
    var weight: Float
    var valid: Bool
    var offset: Int64
}

let json = """
[
  {"label": "a", "count": 3, "ratio": 0.5, "weight": 1.25, "valid": true, "offset": -9000000000},
  {"label": "b", "count": 0, "ratio": 2, "weight": 3, "valid": false, "offset": 12},
  {"label": "c", "count": -7, "ratio": 1e3, "weight": 0.5, "valid": true, "offset": 0}
]
"""

let items = try JSONDecoder().decode([Measurement].self, from: Data(json.utf8))
for m in items {
    print(m.label, m.count, m.ratio, m.weight, m.valid, m.offset)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for m in items {
    print(String(decoding: try encoder.encode(m), as: UTF8.self))
}

let doubles: [Double] = [1, 2.5, -0.125, 100, 1234.5]
print(String(decoding: try encoder.encode(doubles), as: UTF8.self))
let ints = try JSONDecoder().decode([Int].self, from: Data("[1, 2.0, 3]".utf8))
print(ints)
do {
    _ = try JSONDecoder().decode([Int].self, from: Data("[1, 2.5]".utf8))
    print("decoded 2.5 as Int")
} catch DecodingError.dataCorrupted(let context) {
    print("dataCorrupted at", context.codingPath.map(\.stringValue))
} catch DecodingError.typeMismatch(let type, let context) {
    print("typeMismatch", type, "at", context.codingPath.map(\.stringValue))
}
do {
    _ = try JSONDecoder().decode(Bool.self, from: Data("1".utf8))
    print("decoded 1 as Bool")
} catch DecodingError.typeMismatch(let type, _) {
    print("typeMismatch", type)
}

// expect: a 3 0.5 1.25 true -9000000000
// expect: b 0 2.0 3.0 false 12
// expect: c -7 1000.0 0.5 true 0
// expect: {"count":3,"label":"a","offset":-9000000000,"ratio":0.5,"valid":true,"weight":1.25}
// expect: {"count":0,"label":"b","offset":12,"ratio":2,"valid":false,"weight":3}
// expect: {"count":-7,"label":"c","offset":0,"ratio":1000,"valid":true,"weight":0.5}
// expect: [1,2.5,-0.125,100,1234.5]
// expect: [1, 2, 3]
// expect: dataCorrupted at []
// expect: typeMismatch Bool
