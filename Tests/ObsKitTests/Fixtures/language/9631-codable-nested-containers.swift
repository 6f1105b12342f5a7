// Hand-written Codable with nestedContainer, nestedUnkeyedContainer, superEncoder-free flattening, and decodeIfPresent defaults
import Foundation

struct Rect: Codable, Equatable {
    var x = 0, y = 0, w = 0, h = 0
    enum CodingKeys: String, CodingKey { case origin, size, label }
    enum OriginKeys: String, CodingKey { case x, y }
    var label: String? = nil

    init(x: Int, y: Int, w: Int, h: Int, label: String? = nil) {
        self.x = x; self.y = y; self.w = w; self.h = h; self.label = label
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        var o = c.nestedContainer(keyedBy: OriginKeys.self, forKey: .origin)
        try o.encode(x, forKey: .x)
        try o.encode(y, forKey: .y)
        var s = c.nestedUnkeyedContainer(forKey: .size)
        try s.encode(w)
        try s.encode(h)
        try c.encodeIfPresent(label, forKey: .label)
    }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let o = try c.nestedContainer(keyedBy: OriginKeys.self, forKey: .origin)
        x = try o.decode(Int.self, forKey: .x)
        y = try o.decodeIfPresent(Int.self, forKey: .y) ?? -1
        var s = try c.nestedUnkeyedContainer(forKey: .size)
        print("  size count:", s.count as Any, "at end:", s.isAtEnd)
        w = try s.decode(Int.self)
        h = s.isAtEnd ? w : try s.decode(Int.self)
        label = try c.decodeIfPresent(String.self, forKey: .label)
    }
}

struct Scene: Codable {
    var name: String
    var rects: [Rect]
    var meta: [String: [Int]]
}

let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
func show<T: Encodable>(_ v: T) -> String { String(decoding: try! enc.encode(v), as: UTF8.self) }

let r = Rect(x: 1, y: 2, w: 30, h: 40, label: "box")
print(show(r))
print(show(Rect(x: 0, y: 0, w: 5, h: 5)))
let back = try! JSONDecoder().decode(Rect.self, from: Data(show(r).utf8))
print(back == r)

let partial = #"{"origin":{"x":9},"size":[7]}"#
let p = try! JSONDecoder().decode(Rect.self, from: Data(partial.utf8))
print(p.x, p.y, p.w, p.h, p.label as Any)

let scene = Scene(name: "s", rects: [r, Rect(x: -1, y: -1, w: 1, h: 1)], meta: ["b": [2], "a": []])
let sj = show(scene)
print(sj)
let scene2 = try! JSONDecoder().decode(Scene.self, from: Data(sj.utf8))
print(scene2.rects.count, scene2.meta.keys.sorted(), scene2.rects.map(\.w))

let bad = [#"{"origin":{"y":1},"size":[1,2]}"#, #"{"origin":{"x":1},"size":[]}"#, #"{"origin":{"x":"1"},"size":[1]}"#]
for b in bad {
    do {
        _ = try JSONDecoder().decode(Rect.self, from: Data(b.utf8))
        print("decoded?")
    } catch let DecodingError.keyNotFound(k, ctx) {
        print("keyNotFound", k.stringValue, ctx.codingPath.map(\.stringValue))
    } catch let DecodingError.valueNotFound(t, ctx) {
        print("valueNotFound", t, ctx.codingPath.count)
    } catch let DecodingError.typeMismatch(t, ctx) {
        print("typeMismatch", t, ctx.codingPath.map(\.stringValue))
    } catch { print("other") }
}

// expect: {"label":"box","origin":{"x":1,"y":2},"size":[30,40]}
// expect: {"origin":{"x":0,"y":0},"size":[5,5]}
// expect:   size count: Optional(2) at end: false
// expect: true
// expect:   size count: Optional(1) at end: false
// expect: 9 -1 7 7 nil
// expect: {"meta":{"a":[],"b":[2]},"name":"s","rects":[{"label":"box","origin":{"x":1,"y":2},"size":[30,40]},{"origin":{"x":-1,"y":-1},"size":[1,1]}]}
// expect:   size count: Optional(2) at end: false
// expect:   size count: Optional(2) at end: false
// expect: 2 ["a", "b"] [30, 1]
// expect: keyNotFound x ["origin"]
// expect:   size count: Optional(0) at end: true
// expect: valueNotFound Int 2
// expect: typeMismatch Int ["origin", "x"]
