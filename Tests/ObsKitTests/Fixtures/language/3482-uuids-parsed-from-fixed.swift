// App code style: UUIDs parsed from fixed strings used as identifiers, compared and encoded
import Foundation

let strings = [
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
    "not-a-uuid",
    "00000000-0000-0000-0000-000000000000",
]
var parsed: [UUID] = []
for s in strings {
    if let id = UUID(uuidString: s) {
        parsed.append(id)
        print("valid: \(id.uuidString)")
    } else {
        print("invalid: \(s)")
    }
}
print("first two equal:", parsed[0] == parsed[1])
print("description:", parsed[2].description)
print("lowercased:", parsed[0].uuidString.lowercased())
let bytes = parsed[0].uuid
print("first byte:", bytes.0, "last byte:", bytes.15)

struct Item: Codable {
    let id: UUID
    let label: String
}
let item = Item(id: parsed[0], label: "Widget")
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    let json = try encoder.encode(item)
    print(String(data: json, encoding: .utf8)!)
    let back = try JSONDecoder().decode(Item.self, from: json)
    print("decoded id matches:", back.id == item.id)
    _ = try JSONDecoder().decode(Item.self, from: Data(#"{"id":"zzz","label":"x"}"#.utf8))
} catch DecodingError.dataCorrupted {
    print("bad uuid rejected")
} catch {
    print("error:", error)
}
var byID: [UUID: String] = [parsed[0]: "zero", parsed[2]: "nil-uuid"]
byID[parsed[1]] = "replaced"
print("map size:", byID.count, "value:", byID[parsed[0]]!)
// expect: valid: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: valid: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: invalid: not-a-uuid
// expect: valid: 00000000-0000-0000-0000-000000000000
// expect: first two equal: true
// expect: description: 00000000-0000-0000-0000-000000000000
// expect: lowercased: e621e1f8-c36c-495a-93fc-0c247a3e6e5f
// expect: first byte: 230 last byte: 95
// expect: {"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","label":"Widget"}
// expect: decoded id matches: true
// expect: bad uuid rejected
// expect: map size: 2 value: replaced
