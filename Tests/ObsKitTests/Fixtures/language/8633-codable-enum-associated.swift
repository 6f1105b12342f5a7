// Blog style (Codable enums): encoding enums with associated values using a "type" discriminator
import Foundation

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case label(String)

    enum CodingKeys: String, CodingKey { case type, radius, width, height, text }
    enum Kind: String, Codable { case circle, rect, label }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .circle: self = .circle(radius: try c.decode(Double.self, forKey: .radius))
        case .rect:
            self = .rect(width: try c.decode(Double.self, forKey: .width),
                         height: try c.decode(Double.self, forKey: .height))
        case .label: self = .label(try c.decode(String.self, forKey: .text))
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .circle(let r):
            try c.encode(Kind.circle, forKey: .type)
            try c.encode(r, forKey: .radius)
        case let .rect(w, h):
            try c.encode(Kind.rect, forKey: .type)
            try c.encode(w, forKey: .width)
            try c.encode(h, forKey: .height)
        case .label(let t):
            try c.encode(Kind.label, forKey: .type)
            try c.encode(t, forKey: .text)
        }
    }
}

enum Status: String, Codable { case draft, published, archived }
struct Doc: Codable { let title: String; let status: Status; let shapes: [Shape] }

let input = """
{"title": "Slides", "status": "published", "shapes": [
  {"type": "circle", "radius": 2},
  {"type": "rect", "width": 3, "height": 4.5},
  {"type": "label", "text": "Hello"}
]}
"""
let doc = try! JSONDecoder().decode(Doc.self, from: Data(input.utf8))
print(doc.title, doc.status, doc.status.rawValue)
for shape in doc.shapes {
    switch shape {
    case .circle(let r): print("circle r=\(r)")
    case .rect(let w, let h): print("rect \(w)x\(h)")
    case .label(let t): print("label '\(t)'")
    }
}

let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
for shape in doc.shapes {
    print(String(decoding: try! enc.encode(shape), as: UTF8.self))
}

let again = try! JSONDecoder().decode([Shape].self, from: try! enc.encode(doc.shapes))
print("round trip: \(again == doc.shapes)")

do {
    _ = try JSONDecoder().decode(Shape.self, from: Data(#"{"type": "hexagon"}"#.utf8))
} catch is DecodingError {
    print("unknown type rejected")
}
// expect: Slides published published
// expect: circle r=2.0
// expect: rect 3.0x4.5
// expect: label 'Hello'
// expect: {"radius":2,"type":"circle"}
// expect: {"height":4.5,"type":"rect","width":3}
// expect: {"text":"Hello","type":"label"}
// expect: round trip: true
// expect: unknown type rejected
