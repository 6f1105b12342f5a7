// Tutorial style (unkeyed containers): points stored as [x, y] arrays and a polyline as a flat number list
import Foundation

struct Point: Codable, CustomStringConvertible {
    var x: Int
    var y: Int

    init(x: Int, y: Int) { self.x = x; self.y = y }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Int.self)
        y = try container.decode(Int.self)
        if !container.isAtEnd {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Too many coordinates")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }

    var description: String { "(\(x), \(y))" }
}

struct Polyline: Codable {
    var points: [Point]

    init(points: [Point]) { self.points = points }

    init(from decoder: Decoder) throws {
        var flat = try decoder.unkeyedContainer()
        var result: [Point] = []
        if let count = flat.count { print("flat count:", count) }
        while !flat.isAtEnd {
            let x = try flat.decode(Int.self)
            let y = try flat.decode(Int.self)
            result.append(Point(x: x, y: y))
        }
        points = result
    }

    func encode(to encoder: Encoder) throws {
        var flat = encoder.unkeyedContainer()
        for p in points { try flat.encode(p.x); try flat.encode(p.y) }
    }
}

let decoder = JSONDecoder()
let pts = try decoder.decode([Point].self, from: Data("[[1,2],[3,4],[-5,6]]".utf8))
print(pts)
let line = try decoder.decode(Polyline.self, from: Data("[0,0,10,0,10,10]".utf8))
print(line.points, line.points.count)

let encoder = JSONEncoder()
print(String(decoding: try encoder.encode(pts), as: UTF8.self))
print(String(decoding: try encoder.encode(Polyline(points: pts)), as: UTF8.self))

do {
    _ = try decoder.decode(Point.self, from: Data("[1,2,3]".utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("Error:", ctx.debugDescription)
}
do {
    _ = try decoder.decode(Point.self, from: Data("[1]".utf8))
} catch DecodingError.valueNotFound(let type, let ctx) {
    print("valueNotFound:", type, ctx.codingPath.count)
}

// expect: [(1, 2), (3, 4), (-5, 6)]
// expect: flat count: 6
// expect: [(0, 0), (10, 0), (10, 10)] 3
// expect: [[1,2],[3,4],[-5,6]]
// expect: [1,2,3,4,-5,6]
// expect: Error: Too many coordinates
// expect: valueNotFound: Int 1
