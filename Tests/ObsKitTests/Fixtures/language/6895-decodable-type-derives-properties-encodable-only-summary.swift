// Apple Codable article style (computed and derived values): a Decodable type that derives properties and an Encodable-only summary
import Foundation

struct Rectangle: Decodable {
    var width: Double
    var height: Double
    var area: Double { width * height }
}

struct Room: Decodable {
    let name: String
    let walls: [Rectangle]
    let doors: Int
    let paintableArea: Double

    enum CodingKeys: String, CodingKey { case name, walls, doors }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        walls = try c.decode([Rectangle].self, forKey: .walls)
        doors = try c.decodeIfPresent(Int.self, forKey: .doors) ?? 1
        let doorArea = Double(doors) * 0.9 * 2.0
        paintableArea = walls.reduce(0) { $0 + $1.area } - doorArea
    }
}

struct PaintSummary: Encodable {
    var room: String
    var litres: Double
    var coats: Int
}

let json = """
[
  {"name": "Kitchen", "walls": [{"width": 4, "height": 2.5}, {"width": 3, "height": 2.5},
                                 {"width": 4, "height": 2.5}, {"width": 3, "height": 2.5}]},
  {"name": "Hall", "doors": 3, "walls": [{"width": 6, "height": 2.4}, {"width": 6, "height": 2.4}]}
]
"""

let rooms = try JSONDecoder().decode([Room].self, from: Data(json.utf8))
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for room in rooms {
    print(room.name, "walls:", room.walls.count, "doors:", room.doors, "paintable m²:", room.paintableArea)
    let litres = (room.paintableArea / 10 * 2 * 10).rounded() / 10
    let summary = PaintSummary(room: room.name, litres: litres, coats: 2)
    print(String(decoding: try encoder.encode(summary), as: UTF8.self))
}

// expect: Kitchen walls: 4 doors: 1 paintable m²: 33.2
// expect: {"coats":2,"litres":6.6,"room":"Kitchen"}
// expect: Hall walls: 2 doors: 3 paintable m²: 23.4
// expect: {"coats":2,"litres":4.7,"room":"Hall"}
