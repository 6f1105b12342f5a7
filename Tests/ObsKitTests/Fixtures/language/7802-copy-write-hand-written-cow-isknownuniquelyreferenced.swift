// Swift book style (copy-on-write): hand-written COW with isKnownUniquelyReferenced and a final class storage
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct IntBag {
    private var storage: Storage
    static var copies = 0
    init(_ values: [Int] = []) { storage = Storage(values) }

    var values: [Int] { storage.values }

    mutating func append(_ v: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            IntBag.copies += 1
            print("copying storage")
            storage = Storage(storage.values)
        }
        storage.values.append(v)
    }

    func sharesStorage(with other: IntBag) -> Bool {
        storage === other.storage
    }
}

var first = IntBag([1, 2])
first.append(3)
var second = first
print("shared before write: \(first.sharesStorage(with: second))")
second.append(4)
print("shared after write: \(first.sharesStorage(with: second))")
print(first.values, second.values)
second.append(5)
print(second.values)
print("copies: \(IntBag.copies)")
// expect: shared before write: true
// expect: copying storage
// expect: shared after write: false
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: [1, 2, 3, 4, 5]
// expect: copies: 1
