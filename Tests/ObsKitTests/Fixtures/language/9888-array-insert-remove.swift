// Apple docs style (Array): adding and removing elements
var students = ["Ben", "Ivy", "Jordell"]
print("start:", students)

students.append("Maxime")
students.append(contentsOf: ["Shakia", "William"])
print("after append:", students)

students.insert("Liam", at: 3)
print("after insert at 3:", students)

students.insert(contentsOf: ["Ada", "Bo"], at: 0)
print("after insert contents at 0:", students)

let removed = students.remove(at: 2)
print("removed at 2:", removed)

let last = students.removeLast()
print("removeLast:", last)

let first = students.removeFirst()
print("removeFirst:", first)

students.removeFirst(1)
students.removeLast(1)
print("after removeFirst(1)/removeLast(1):", students)

students.removeAll(where: { $0.count <= 4 })
print("after removeAll(where: count <= 4):", students)

var numbers = [10, 20, 30, 40, 50, 60]
numbers.removeSubrange(1..<3)
print("removeSubrange(1..<3):", numbers)

let popped = numbers.popLast()
print("popLast:", popped as Any, "->", numbers)

var empty: [Int] = []
print("popLast on empty:", empty.popLast() as Any)
print("isEmpty:", empty.isEmpty, "count:", empty.count)

empty.reserveCapacity(16)
print("capacity at least 16:", empty.capacity >= 16)
for i in 1...5 { empty.append(i * i) }
print("squares:", empty)

var keepCapacity = [1, 2, 3, 4]
keepCapacity.removeAll(keepingCapacity: true)
print("after removeAll(keepingCapacity:):", keepCapacity, keepCapacity.capacity >= 4)

if let i = students.firstIndex(of: "Maxime") {
    students[i] = "Max"
}
print("renamed:", students)
print("contains William:", students.contains("William"))
print("first/last:", students.first ?? "-", students.last ?? "-")
// expect: start: ["Ben", "Ivy", "Jordell"]
// expect: after append: ["Ben", "Ivy", "Jordell", "Maxime", "Shakia", "William"]
// expect: after insert at 3: ["Ben", "Ivy", "Jordell", "Liam", "Maxime", "Shakia", "William"]
// expect: after insert contents at 0: ["Ada", "Bo", "Ben", "Ivy", "Jordell", "Liam", "Maxime", "Shakia", "William"]
// expect: removed at 2: Ben
// expect: removeLast: William
// expect: removeFirst: Ada
// expect: after removeFirst(1)/removeLast(1): ["Ivy", "Jordell", "Liam", "Maxime"]
// expect: after removeAll(where: count <= 4): ["Jordell", "Maxime"]
// expect: removeSubrange(1..<3): [10, 40, 50, 60]
// expect: popLast: Optional(60) -> [10, 40, 50]
// expect: popLast on empty: nil
// expect: isEmpty: true count: 0
// expect: capacity at least 16: true
// expect: squares: [1, 4, 9, 16, 25]
// expect: after removeAll(keepingCapacity:): [] true
// expect: renamed: ["Jordell", "Max"]
// expect: contains William: false
// expect: first/last: Jordell Max
