// Foundation in app code: UUID(uuidString:) from fixed strings, equality, hashing in Set and Codable round trip
import Foundation

let idString = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
let id = UUID(uuidString: idString)!
print(id.uuidString)
print(id.uuidString == idString)

let lower = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
print("Lowercase parses equal: \(lower == id)")
print(UUID(uuidString: "not-a-uuid") == nil ? "invalid -> nil" : "parsed")

let other = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
let set: Set<UUID> = [id, other, id]
print("Set count: \(set.count)")

struct Note: Codable {
    let id: UUID
    let text: String
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(Note(id: other, text: "hi"))
print(String(data: data, encoding: .utf8)!)
let back = try! JSONDecoder().decode(Note.self, from: data)
print(back.id == other)
print(id.uuid.0, id.uuid.15)

// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: true
// expect: Lowercase parses equal: true
// expect: invalid -> nil
// expect: Set count: 2
// expect: {"id":"00000000-0000-0000-0000-000000000001","text":"hi"}
// expect: true
// expect: 230 95
