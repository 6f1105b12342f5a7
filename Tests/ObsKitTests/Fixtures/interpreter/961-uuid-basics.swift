// Foundation UUID: random values (only their shape is printed), parsing, equality, and UUIDs as dictionary keys and Identifiable ids.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

struct Note: Identifiable {
    let id = UUID()
    var text: String
}
let first = Note(text: "buy milk")
let second = Note(text: "call Bo")
print(first.id == second.id, first.id.uuidString.count, first.id.uuidString.split(separator: "-").map(\.count))
let fixed = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!
print(fixed, fixed.uuidString.lowercased())
print(UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000") == fixed, UUID(uuidString: "nope") == nil)
var byID: [UUID: Note] = [first.id: first, second.id: second]
byID[first.id]?.text = "buy oat milk"
print(byID[first.id]!.text, byID.count, Set([fixed, fixed]).count)

// expect: false 36 [8, 4, 4, 4, 12]
// expect: 123E4567-E89B-12D3-A456-426614174000 123e4567-e89b-12d3-a456-426614174000
// expect: true true
// expect: buy oat milk 2 1
