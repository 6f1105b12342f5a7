// Foundation UUID: only deterministic facts: the string's length and shape, equality, a UUID parsed from a fixed string, and use as a dictionary key.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Task: Identifiable, Equatable {
    let id: UUID
    var title: String
}

let a = UUID()
let b = UUID()
print(a.uuidString.count, a == b, a == a)
print(a.uuidString.split(separator: "-").map(\.count))

let fixed = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print(fixed.uuidString)
print(fixed == UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
print(UUID(uuidString: "not-a-uuid") == nil)

var tasks = [Task(id: fixed, title: "write"), Task(id: UUID(), title: "read")]
tasks[0].title = "rewrite"
print(tasks.first { $0.id == fixed }?.title ?? "missing")
var index: [UUID: String] = [:]
for t in tasks { index[t.id] = t.title }
print(index.count, index[fixed]!)
print(Set([fixed, fixed, a]).count)

// expect: 36 false true
// expect: [8, 4, 4, 4, 12]
// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: true
// expect: true
// expect: rewrite
// expect: 2 rewrite
// expect: 2
