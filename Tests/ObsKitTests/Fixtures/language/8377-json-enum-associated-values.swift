// Foundation in app code: Codable enum with associated values using a "type" discriminator key
import Foundation

enum Shape: Codable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)

    enum CodingKeys: String, CodingKey { case type, radius, width, height }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "circle":
            self = .circle(radius: try c.decode(Double.self, forKey: .radius))
        case "rectangle":
            self = .rectangle(width: try c.decode(Double.self, forKey: .width),
                              height: try c.decode(Double.self, forKey: .height))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "Unknown type \(other)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .circle(let r):
            try c.encode("circle", forKey: .type)
            try c.encode(r, forKey: .radius)
        case .rectangle(let w, let h):
            try c.encode("rectangle", forKey: .type)
            try c.encode(w, forKey: .width)
            try c.encode(h, forKey: .height)
        }
    }
}

let json = #"[{"type": "circle", "radius": 2}, {"type": "rectangle", "width": 3, "height": 4.5}]"#
let shapes = try! JSONDecoder().decode([Shape].self, from: Data(json.utf8))
for shape in shapes {
    switch shape {
    case .circle(let r): print("Circle r=\(r)")
    case .rectangle(let w, let h): print("Rect \(w)x\(h)")
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(shapes), encoding: .utf8)!)

do {
    _ = try JSONDecoder().decode(Shape.self, from: Data(#"{"type": "triangle"}"#.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("Error: \(ctx.debugDescription)")
} catch {
    print("Other error")
}

// expect: Circle r=2.0
// expect: Rect 3.0x4.5
// expect: [{"radius":2,"type":"circle"},{"height":4.5,"type":"rectangle","width":3}]
// expect: Error: Unknown type triangle
