// Compiler test style (Codable enums): synthesized coding of raw-value enums and enums with associated values, plus a hand-written container-based Codable
import Foundation

enum Color: String, Codable { case red, green, blue = "BLUE" }
enum Priority: Int, Codable { case low = 1, high = 9 }
enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rect(width: Int, height: Int)
    case point
    case labeled(String, Int)
}
struct Drawing: Codable, Equatable {
    var color: Color
    var priority: Priority
    var shapes: [Shape]
}

let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
func json<T: Encodable>(_ v: T) -> String { String(data: try! enc.encode(v), encoding: .utf8)! }

print(json([Color.red, .blue]))
print(json(Priority.high))
print(json(Shape.circle(radius: 2)))
print(json(Shape.rect(width: 3, height: 4)))
print(json(Shape.point))
print(json(Shape.labeled("a", 1)))
let drawing = Drawing(color: .green, priority: .low, shapes: [.point, .circle(radius: 0.5)])
let text = json(drawing)
print(text)
let back = try! JSONDecoder().decode(Drawing.self, from: Data(text.utf8))
print(back == drawing, back.shapes)

print((try? JSONDecoder().decode(Color.self, from: Data(#""purple""#.utf8))) as Any)
print(try! JSONDecoder().decode([Color].self, from: Data(#"["BLUE","red"]"#.utf8)))

enum Token: Codable, Equatable {
    case number(Int)
    case word(String)
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Int.self) { self = .number(n) } else { self = .word(try c.decode(String.self)) }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self { case .number(let n): try c.encode(n); case .word(let w): try c.encode(w) }
    }
}
let tokens = try! JSONDecoder().decode([Token].self, from: Data(#"[1, "two", 3]"#.utf8))
print(tokens, json(tokens))

struct Versioned: Codable {
    var version: Int
    var items: [String]
    init(version: Int, items: [String]) { self.version = version; self.items = items }
    enum K: String, CodingKey { case v, payload }
    enum P: String, CodingKey { case items }
    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: K.self)
        version = try c.decode(Int.self, forKey: .v)
        items = try c.nestedContainer(keyedBy: P.self, forKey: .payload).decode([String].self, forKey: .items)
    }
    func encode(to e: Encoder) throws {
        var c = e.container(keyedBy: K.self)
        try c.encode(version, forKey: .v)
        var p = c.nestedContainer(keyedBy: P.self, forKey: .payload)
        try p.encode(items, forKey: .items)
    }
}
let v = Versioned(version: 2, items: ["a", "b"])
let vt = json(v)
print(vt)
let v2 = try! JSONDecoder().decode(Versioned.self, from: Data(vt.utf8))
print(v2.version, v2.items)

// expect: ["red","BLUE"]
// expect: 9
// expect: {"circle":{"radius":2}}
// expect: {"rect":{"height":4,"width":3}}
// expect: {"point":{}}
// expect: {"labeled":{"_0":"a","_1":1}}
// expect: {"color":"green","priority":1,"shapes":[{"point":{}},{"circle":{"radius":0.5}}]}
// expect: true [main.Shape.point, main.Shape.circle(radius: 0.5)]
// expect: nil
// expect: [main.Color.blue, main.Color.red]
// expect: [main.Token.number(1), main.Token.word("two"), main.Token.number(3)] [1,"two",3]
// expect: {"payload":{"items":["a","b"]},"v":2}
// expect: 2 ["a", "b"]
