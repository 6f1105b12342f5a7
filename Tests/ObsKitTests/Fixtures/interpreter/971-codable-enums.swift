// Codable enums: raw-value enums as their raw values, enums with associated values as Swift 5.5's keyed form, round trips.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

enum Priority: Int, Codable { case low = 1, high = 3 }
enum Shape: Codable, Equatable {
    case dot
    case circle(radius: Double)
    case rect(Double, Double)
}
struct Drawing: Codable, Equatable {
    var priority: Priority
    var shapes: [Shape]
}
let drawing = Drawing(priority: .high, shapes: [.dot, .circle(radius: 2), .rect(3, 4)])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(drawing)
print(String(data: data, encoding: .utf8)!)
let back = try JSONDecoder().decode(Drawing.self, from: data)
print(back == drawing, back.shapes[1], back.priority)
print(String(data: try encoder.encode([Priority.low, .high]), encoding: .utf8)!)

// expect: {"priority":3,"shapes":[{"dot":{}},{"circle":{"radius":2}},{"rect":{"_0":3,"_1":4}}]}
// expect: true circle(radius: 2.0) high
// expect: [1,3]
