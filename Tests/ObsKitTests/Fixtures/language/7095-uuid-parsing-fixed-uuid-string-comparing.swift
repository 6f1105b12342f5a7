// Tutorial style (UUID): parsing a fixed UUID string and comparing values
import Foundation

let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
guard let id = UUID(uuidString: text) else {
    fatalError("invalid uuid")
}
print(id.uuidString)
print(id.uuidString == text)

let lower = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
print(lower == id)
print(lower?.uuidString ?? "nil")

print(UUID(uuidString: "not-a-uuid") == nil)
print(UUID(uuidString: "E621E1F8C36C495A93FC0C247A3E6E5F") == nil)

let other = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
print(other == id)
print(other.uuidString)

var set: Set<UUID> = [id, other]
set.insert(lower!)
print(set.count)

let bytes = id.uuid
print(bytes.0, bytes.1, bytes.15)
print("\(id)".count)
// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: true
// expect: true
// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: true
// expect: true
// expect: false
// expect: 00000000-0000-0000-0000-000000000001
// expect: 2
// expect: 230 33 95
// expect: 36
