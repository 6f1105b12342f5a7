// Tutorial style (UUID): using UUIDs as dictionary keys and sorting by uuidString
import Foundation

struct Task {
    let id: UUID
    let title: String
}

let ids = [
    "3F2504E0-4F89-11D3-9A0C-0305E82C3301",
    "123E4567-E89B-12D3-A456-426614174000",
    "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11"
].compactMap(UUID.init(uuidString:))

let tasks = zip(ids, ["write", "test", "ship"]).map { Task(id: $0, title: $1) }
var byID: [UUID: Task] = [:]
for t in tasks { byID[t.id] = t }

let lookup = UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000")!
print(byID[lookup]?.title ?? "none")

for t in tasks.sorted(by: { $0.id.uuidString < $1.id.uuidString }) {
    print(t.id.uuidString.prefix(8), t.title)
}

let u = ids[0]
let (b0, b1, b2, b3, _, _, _, _, _, _, _, _, _, _, _, b15) = u.uuid
print(b0, b1, b2, b3, b15)
let rebuilt = UUID(uuid: u.uuid)
print(rebuilt == u)
print(u.uuidString.split(separator: "-").map { String($0).count })
print(u.uuidString.lowercased())
// expect: test
// expect: 123E4567 test
// expect: 3F2504E0 write
// expect: A0EEBC99 ship
// expect: 63 37 4 224 1
// expect: true
// expect: [8, 4, 4, 4, 12]
// expect: 3f2504e0-4f89-11d3-9a0c-0305e82c3301
