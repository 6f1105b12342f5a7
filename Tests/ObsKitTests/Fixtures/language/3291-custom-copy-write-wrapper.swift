// Compiler test style: custom copy-on-write wrapper using isKnownUniquelyReferenced
final class Storage {
    var items: [Int]
    init(_ items: [Int]) { self.items = items; print("Storage alloc \(items)") }
    deinit { print("Storage free \(items)") }
}
struct COWList {
    private var storage: Storage
    init(_ items: [Int]) { storage = Storage(items) }
    var items: [Int] { storage.items }
    mutating func append(_ x: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            print("copying")
            storage = Storage(storage.items)
        }
        storage.items.append(x)
    }
}

do {
    var a = COWList([1, 2])
    a.append(3)
    var b = a
    print("before mutation")
    b.append(4)
    print(a.items, b.items)
    b.append(5)
    print(b.items)
    a = b
    print("shared again")
    a.append(6)
    print(a.items, b.items)
}
print("end")
// expect: Storage alloc [1, 2]
// expect: before mutation
// expect: copying
// expect: Storage alloc [1, 2, 3]
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: [1, 2, 3, 4, 5]
// expect: Storage free [1, 2, 3]
// expect: shared again
// expect: copying
// expect: Storage alloc [1, 2, 3, 4, 5]
// expect: [1, 2, 3, 4, 5, 6] [1, 2, 3, 4, 5]
// expect: Storage free [1, 2, 3, 4, 5]
// expect: Storage free [1, 2, 3, 4, 5, 6]
// expect: end
