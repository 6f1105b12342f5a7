// Unkeyed containers in a type's own methods: a point coded as [x, y], encode(contentsOf:), count,
// isAtEnd, currentIndex, decodeNil(), decodeIfPresent, and keyed containers nested in an array.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct Point: Codable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self)
        y = try container.decode(Double.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}

struct Polyline: Codable {
    var name: String
    var points: [Point]
    var gaps: Int = 0

    enum Keys: String, CodingKey { case name, weight }

    init(name: String, points: [Point]) {
        self.name = name
        self.points = points
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        print("elements:", list.count ?? -1)
        name = try list.decode(String.self)
        points = []
        while !list.isAtEnd {
            let index = list.currentIndex
            if try list.decodeNil() {
                print("gap at", index)
                gaps += 1
                continue
            }
            if let point = try list.decodeIfPresent(Point.self) {
                points.append(point)
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(name)
        try list.encode(contentsOf: points)
        var meta = list.nestedContainer(keyedBy: Keys.self)
        try meta.encode(points.count, forKey: .weight)
        var tail = list.nestedUnkeyedContainer()
        try tail.encode(contentsOf: [1, 2, 3])
        print("encoded", list.count, "elements")
    }
}

let line = try JSONDecoder().decode(Polyline.self, from: Data(#"["route", [0, 0], null, [1.5, 2], [3, 4.25]]"#.utf8))
print(line.name, line.points.map { "(\($0.x), \($0.y))" }.joined(separator: " "), "gaps:", line.gaps)
print(String(decoding: try JSONEncoder().encode(line), as: UTF8.self))
print(String(decoding: try JSONEncoder().encode(Point(x: 1, y: -1)), as: UTF8.self))

struct Matrix: Decodable {
    var rows: [[Int]]
    init(from decoder: Decoder) throws {
        var outer = try decoder.unkeyedContainer()
        rows = []
        while !outer.isAtEnd {
            var inner = try outer.nestedUnkeyedContainer()
            var row: [Int] = []
            while !inner.isAtEnd { row.append(try inner.decode(Int.self)) }
            rows.append(row)
        }
    }
}
print(try JSONDecoder().decode(Matrix.self, from: Data("[[1, 2], [3], []]".utf8)).rows)

do {
    _ = try JSONDecoder().decode(Point.self, from: Data("[1]".utf8))
} catch DecodingError.valueNotFound(let type, let context) {
    print("value not found:", type, context.debugDescription)
}

// expect: elements: 5
// expect: gap at 2
// expect: route (0.0, 0.0) (1.5, 2.0) (3.0, 4.25) gaps: 1
// expect: encoded 6 elements
// expect: ["route",[0,0],[1.5,2],[3,4.25],{"weight":3},[1,2,3]]
// expect: [1,-1]
// expect: [[1, 2], [3], []]
// expect: value not found: Double Unkeyed container is at end.
