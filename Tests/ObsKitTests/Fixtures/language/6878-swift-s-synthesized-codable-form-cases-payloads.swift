// Swift by Sundell style (enums with associated values): Swift's synthesized Codable form for cases with payloads
import Foundation

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case polygon(sides: Int, _ label: String)
    case point
}

struct Drawing: Codable, Equatable {
    var name: String
    var shapes: [Shape]
}

let drawing = Drawing(name: "logo", shapes: [
    .circle(radius: 2.5),
    .rectangle(width: 4, height: 3),
    .polygon(sides: 6, "hex"),
    .point,
])

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(drawing)
print(String(decoding: data, as: UTF8.self))

let decoded = try JSONDecoder().decode(Drawing.self, from: data)
print("round trip equal:", decoded == drawing)

let json = """
[
  {"circle": {"radius": 1}},
  {"rectangle": {"width": 2, "height": 5}},
  {"polygon": {"sides": 3, "_1": "tri"}},
  {"point": {}}
]
"""
let shapes = try JSONDecoder().decode([Shape].self, from: Data(json.utf8))
for shape in shapes {
    switch shape {
    case .circle(let r):
        print("circle area", (Double.pi * r * r * 100).rounded() / 100)
    case .rectangle(let w, let h):
        print("rectangle area", w * h)
    case .polygon(let sides, let label):
        print("polygon", label, "with", sides, "sides")
    case .point:
        print("point")
    }
}

// expect: {"name":"logo","shapes":[{"circle":{"radius":2.5}},{"rectangle":{"height":3,"width":4}},{"polygon":{"_1":"hex","sides":6}},{"point":{}}]}
// expect: round trip equal: true
// expect: circle area 3.14
// expect: rectangle area 10.0
// expect: polygon tri with 3 sides
// expect: point
