// Advanced Swift style (Codable with enums): encoding an enum with associated values by hand using a type discriminator
import Foundation

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case label(String)

    private enum CodingKeys: String, CodingKey { case type, radius, width, height, text }
    private enum Kind: String, Codable { case circle, rect, label }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .type) {
        case .circle: self = .circle(radius: try c.decode(Double.self, forKey: .radius))
        case .rect: self = .rect(width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
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

struct Drawing: Codable, Equatable {
    var title: String
    var shapes: [Shape]
    var scale: Double?
}

let drawing = Drawing(title: "logo", shapes: [.circle(radius: 2), .rect(width: 3, height: 1.5), .label("hi")], scale: nil)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(drawing)
let text = String(decoding: data, as: UTF8.self)
print(text)
let back = try JSONDecoder().decode(Drawing.self, from: data)
print(back == drawing, back.shapes.count)

let bad = #"{"title":"x","shapes":[{"type":"star"}]}"#
do {
    _ = try JSONDecoder().decode(Drawing.self, from: Data(bad.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted at", context.codingPath.map(\.stringValue))
} catch {
    print("other error")
}
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try encoder.encode(Shape.rect(width: 1, height: 2)), as: UTF8.self))

// expect: {"shapes":[{"radius":2,"type":"circle"},{"height":1.5,"type":"rect","width":3},{"text":"hi","type":"label"}],"title":"logo"}
// expect: true 3
// expect: corrupted at ["shapes", "Index 0", "type"]
// expect: {
// expect:   "height" : 2,
// expect:   "type" : "rect",
// expect:   "width" : 1
// expect: }
