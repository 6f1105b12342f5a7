// Compiler test style: copy vs reference semantics when a struct holds a class instance
final class Storage {
  var items: [Int]
  init(_ items: [Int]) { self.items = items }
  deinit { print("Storage \(items) freed") }
}

struct Bag {
  var label: String
  var storage: Storage
  var local: [Int]
}

var a = Bag(label: "a", storage: Storage([1]), local: [1])
var b = a
b.label = "b"
b.local.append(2)
b.storage.items.append(2)
print(a.label, a.local, a.storage.items)
print(b.label, b.local, b.storage.items)
print(a.storage === b.storage)

b.storage = Storage([9])
b.storage.items.append(10)
print(a.storage.items, b.storage.items)

var bags = [a, b]
bags[0].storage.items.append(3)
print(a.storage.items)
a = Bag(label: "x", storage: Storage([]), local: [])
print("a reassigned")
bags.removeAll()
print("bags cleared")
b.storage = a.storage
print("b storage shared")
// expect: a [1] [1, 2]
// expect: b [1, 2] [1, 2]
// expect: true
// expect: [1, 2] [9, 10]
// expect: [1, 2, 3]
// expect: a reassigned
// expect: Storage [1, 2, 3] freed
// expect: bags cleared
// expect: Storage [9, 10] freed
// expect: b storage shared
