// Apple docs style (Array.insert(contentsOf:at:) / removeAll(where:)): reshaping arrays in place
var numbers = [1, 2, 3, 4, 5]
numbers.insert(contentsOf: 100...103, at: 3)
print(numbers)

numbers.insert(0, at: 0)
print(numbers)

numbers.removeAll(where: { $0 > 50 })
print(numbers)

var phrase = "The rain in Spain stays mainly in the plain."
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
phrase.removeAll(where: { vowels.contains($0) })
print(phrase)

// remove(at:), removeFirst, removeLast, removeSubrange
var queue = ["a", "b", "c", "d", "e", "f"]
print(queue.remove(at: 2), queue)
print(queue.removeFirst(), queue.removeLast(), queue)
queue.removeFirst(1)
print(queue)
queue.append(contentsOf: ["x", "y", "z"])
queue.removeSubrange(1..<3)
print(queue)

// replaceSubrange can grow or shrink an array
var row = [0, 0, 0, 0]
row.replaceSubrange(1...2, with: [7, 8, 9])
print(row)
row.replaceSubrange(0..<4, with: [1])
print(row)

// A to-do list manager
struct TodoList {
    var items: [(title: String, done: Bool)] = []
    mutating func add(_ titles: [String], at index: Int? = nil) {
        let newItems = titles.map { (title: $0, done: false) }
        items.insert(contentsOf: newItems, at: index ?? items.count)
    }
    mutating func complete(_ title: String) {
        if let i = items.firstIndex(where: { $0.title == title }) { items[i].done = true }
    }
    mutating func purge() { items.removeAll(where: \.done) }
    func show() -> String { items.map { ($0.done ? "[x] " : "[ ] ") + $0.title }.joined(separator: "; ") }
}
var list = TodoList()
list.add(["wash", "cook"])
list.add(["shop"], at: 0)
list.complete("wash")
print(list.show())
list.purge()
print(list.show())

// reserveCapacity and keepingCapacity
var buffer: [Int] = []
buffer.reserveCapacity(10)
buffer += [1, 2, 3]
buffer.removeAll(keepingCapacity: true)
print(buffer.isEmpty, buffer.capacity >= 10)

// expect: [1, 2, 3, 100, 101, 102, 103, 4, 5]
// expect: [0, 1, 2, 3, 100, 101, 102, 103, 4, 5]
// expect: [0, 1, 2, 3, 4, 5]
// expect: Th rn n Spn stys mnly n th pln.
// expect: c ["a", "b", "d", "e", "f"]
// expect: a f ["b", "d", "e"]
// expect: ["d", "e"]
// expect: ["d", "y", "z"]
// expect: [0, 7, 8, 9, 0]
// expect: [1, 0]
// expect: [ ] shop; [x] wash; [ ] cook
// expect: [ ] shop; [ ] cook
// expect: true true
