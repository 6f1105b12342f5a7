// App code style: a device registry keyed by UUIDs parsed from fixed strings
import Foundation

let inputs = [
    "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "00000000-0000-0000-0000-000000000000",
    "not-a-uuid",
    "e621e1f8c36c495a93fc0c247a3e6e5f",
    "123e4567-e89b-12d3-a456-426614174000",
]

var registry: [UUID: String] = [:]
for (i, s) in inputs.enumerated() {
    if let id = UUID(uuidString: s) {
        print("parsed \(i): \(id.uuidString)")
        registry[id] = "device-\(i)"
    } else {
        print("rejected \(i): \(s)")
    }
}
print("unique devices:", registry.count)
for key in registry.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
    print("  \(key.uuidString.lowercased()) => \(registry[key]!)")
}

let a = UUID(uuidString: inputs[0])!
let b = UUID(uuidString: inputs[1])!
print("case-insensitive equal:", a == b)
let bytes = a.uuid
print("first bytes:", String(format: "%02x %02x %02x", bytes.0, bytes.1, bytes.2))
print("version nibble:", bytes.6 >> 4)
print("description matches:", a.description == a.uuidString)

struct Device: Codable { let id: UUID; let name: String }
let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
let json = try! enc.encode(Device(id: a, name: "Kitchen"))
print(String(decoding: json, as: UTF8.self))
let dec = try! JSONDecoder().decode(Device.self, from: Data(#"{"id":"123e4567-e89b-12d3-a456-426614174000","name":"Hall"}"#.utf8))
print(dec.name, dec.id)
let reparsed = UUID(uuidString: a.uuidString)
print("round trip:", reparsed == a)
// expect: parsed 0: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: parsed 1: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: parsed 2: 00000000-0000-0000-0000-000000000000
// expect: rejected 3: not-a-uuid
// expect: rejected 4: e621e1f8c36c495a93fc0c247a3e6e5f
// expect: parsed 5: 123E4567-E89B-12D3-A456-426614174000
// expect: unique devices: 3
// expect:   00000000-0000-0000-0000-000000000000 => device-2
// expect:   123e4567-e89b-12d3-a456-426614174000 => device-5
// expect:   e621e1f8-c36c-495a-93fc-0c247a3e6e5f => device-1
// expect: case-insensitive equal: true
// expect: first bytes: e6 21 e1
// expect: version nibble: 4
// expect: description matches: true
// expect: {"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","name":"Kitchen"}
// expect: Hall 123E4567-E89B-12D3-A456-426614174000
// expect: round trip: true
