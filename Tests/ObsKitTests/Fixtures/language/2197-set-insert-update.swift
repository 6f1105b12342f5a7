// Compiler test style (stdlib): Set insert returning (inserted, memberAfterInsert)/update(with:)/remove/removeFirst
struct Badge: Hashable, CustomStringConvertible {
    let id: Int
    let label: String
    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "#\(id)(\(label))" }
}

var earned: Set<Badge> = []
let first = earned.insert(Badge(id: 1, label: "starter"))
print(first.inserted, first.memberAfterInsert)
let duplicate = earned.insert(Badge(id: 1, label: "renamed"))
print(duplicate.inserted, duplicate.memberAfterInsert)

let replaced = earned.update(with: Badge(id: 1, label: "gold"))
print(replaced as Any)
let fresh = earned.update(with: Badge(id: 2, label: "silver"))
print(fresh as Any)
print(earned.sorted { $0.id < $1.id })

let removed = earned.remove(Badge(id: 2, label: "whatever"))
print(removed as Any, earned.count)
let missing = earned.remove(Badge(id: 99, label: "ghost"))
print(missing as Any)

var visited = Set<Int>()
var order: [Int] = []
for room in [3, 1, 3, 2, 1, 4, 2] {
    if visited.insert(room).inserted {
        order.append(room)
    }
}
print(order, visited.count)

var queue: Set = [10]
let popped = queue.removeFirst()
print(popped, queue.isEmpty, queue.first as Any)

var tags: Set = ["a", "b", "c"]
if let index = tags.firstIndex(of: "b") {
    let removedTag = tags.remove(at: index)
    print("removed", removedTag)
}
print(tags.sorted(), tags.contains("b"))
tags.removeAll()
print(tags.count, tags)

// expect: true #1(starter)
// expect: false #1(starter)
// expect: Optional(#1(starter))
// expect: nil
// expect: [#1(gold), #2(silver)]
// expect: Optional(#2(silver)) 1
// expect: nil
// expect: [3, 1, 2, 4] 4
// expect: 10 true nil
// expect: removed b
// expect: ["a", "c"] false
// expect: 0 []
