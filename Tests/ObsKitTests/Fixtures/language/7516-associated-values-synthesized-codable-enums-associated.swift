// Tutorial style (associated values): synthesized Codable for enums with associated values (Swift 5.5+)
import Foundation

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case point
    case label(String)
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

let shapes: [Shape] = [
    .circle(radius: 2.5),
    .rectangle(width: 3, height: 4),
    .point,
    .label("hello"),
]

for shape in shapes {
    let data = try encoder.encode(shape)
    print(String(decoding: data, as: UTF8.self))
}

let incoming = """
[
  {"rectangle": {"width": 10, "height": 2}},
  {"circle": {"radius": 1}},
  {"point": {}},
  {"label": {"_0": "tag"}}
]
"""
let decoded = try JSONDecoder().decode([Shape].self, from: Data(incoming.utf8))

func area(of shape: Shape) -> Double {
    switch shape {
    case .circle(let r): return (r * r * 314).rounded() / 100
    case let .rectangle(w, h): return w * h
    case .point, .label: return 0
    }
}

for shape in decoded {
    print(shape, "area:", area(of: shape))
}
print(decoded[1] == .circle(radius: 1))

let twoKeys = #"{"circle": {"radius": 1}, "point": {}}"#
do {
    _ = try JSONDecoder().decode(Shape.self, from: Data(twoKeys.utf8))
} catch DecodingError.typeMismatch(_, let ctx) {
    print("typeMismatch:", ctx.debugDescription)
}

// expect: {"circle":{"radius":2.5}}
// expect: {"rectangle":{"height":4,"width":3}}
// expect: {"point":{}}
// expect: {"label":{"_0":"hello"}}
// expect: rectangle(width: 10.0, height: 2.0) area: 20.0
// expect: circle(radius: 1.0) area: 3.14
// expect: point area: 0.0
// expect: label("tag") area: 0.0
// expect: true
// expect: typeMismatch: Invalid number of keys found, expected one.
