// Tutorial style (lossy decoding): skip invalid elements in an array instead of failing the whole decode
import Foundation

struct FailableDecodable<Base: Decodable>: Decodable {
    let base: Base?
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        base = try? container.decode(Base.self)
    }
}

struct LossyArray<Element: Decodable>: Decodable {
    var elements: [Element]
    var skipped: Int

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var skipped = 0
        while !container.isAtEnd {
            if let value = try container.decode(FailableDecodable<Element>.self).base {
                elements.append(value)
            } else {
                skipped += 1
            }
        }
        self.elements = elements
        self.skipped = skipped
    }
}

struct Contact: Decodable {
    let name: String
    let phone: String
}

let json = """
[
  {"name": "Alice", "phone": "555-0100"},
  {"name": "Bob"},
  {"name": "Carol", "phone": "555-0199"},
  42,
  {"name": "Dan", "phone": null},
  {"name": "Eve", "phone": "555-0142"}
]
"""

let decoder = JSONDecoder()
if (try? decoder.decode([Contact].self, from: Data(json.utf8))) == nil {
    print("Strict decoding failed")
}
let lossy = try decoder.decode(LossyArray<Contact>.self, from: Data(json.utf8))
print("Kept \(lossy.elements.count), skipped \(lossy.skipped)")
for contact in lossy.elements {
    print("\(contact.name): \(contact.phone)")
}

let numbers = try decoder.decode(LossyArray<Int>.self, from: Data(#"[1, "two", 3.0, 4.5, null, 5]"#.utf8))
print(numbers.elements, numbers.skipped)

let compacted = try decoder.decode([FailableDecodable<Bool>].self, from: Data("[true, 0, false, \"yes\"]".utf8))
print(compacted.compactMap(\.base))
print(compacted.map { $0.base.map(String.init(describing:)) ?? "?" }.joined(separator: " "))

// expect: Strict decoding failed
// expect: Kept 3, skipped 3
// expect: Alice: 555-0100
// expect: Carol: 555-0199
// expect: Eve: 555-0142
// expect: [1, 3, 5] 3
// expect: [true, false]
// expect: true ? false ?
