// Compiler test style: copy-on-write — a custom struct copies its class storage only when isKnownUniquelyReferenced says it is shared
final class Storage {
    var elements: [Int]
    static var copies = 0
    init(_ elements: [Int]) { self.elements = elements }
    func clone() -> Storage {
        Storage.copies += 1
        return Storage(elements)
    }
}

struct IntBag {
    private var storage: Storage
    init(_ values: [Int] = []) { storage = Storage(values) }

    var values: [Int] { storage.elements }
    var count: Int { storage.elements.count }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            print("  (copying storage of \(storage.elements.count) elements)")
            storage = storage.clone()
        }
    }

    mutating func insert(_ v: Int) {
        makeUnique()
        storage.elements.append(v)
    }

    mutating func removeAll() {
        makeUnique()
        storage.elements.removeAll()
    }

    func sharesStorage(with other: IntBag) -> Bool { storage === other.storage }
}

var a = IntBag([1, 2])
print("insert into unique a")
a.insert(3)
var b = a
print("a and b share storage: \(a.sharesStorage(with: b))")
print("insert into b")
b.insert(4)
print("a = \(a.values), b = \(b.values)")
print("share after write: \(a.sharesStorage(with: b))")
print("insert into b again")
b.insert(5)
print("copies so far: \(Storage.copies)")

var bags = [a, a, a]
print("mutating bags[1] in place")
bags[1].insert(99)
print("bags: \(bags.map(\.values))")
print("mutating bags[1] again")
bags[1].removeAll()
print("bags: \(bags.map(\.values))")
print("total copies: \(Storage.copies)")

func appendingTen(_ bag: IntBag) -> IntBag {
    var result = bag
    result.insert(10)
    return result
}
print("passing a by value")
let c = appendingTen(a)
print("a = \(a.values), c = \(c.values)")
print("total copies: \(Storage.copies)")

// expect: insert into unique a
// expect: a and b share storage: true
// expect: insert into b
// expect:   (copying storage of 3 elements)
// expect: a = [1, 2, 3], b = [1, 2, 3, 4]
// expect: share after write: false
// expect: insert into b again
// expect: copies so far: 1
// expect: mutating bags[1] in place
// expect:   (copying storage of 3 elements)
// expect: bags: [[1, 2, 3], [1, 2, 3, 99], [1, 2, 3]]
// expect: mutating bags[1] again
// expect: bags: [[1, 2, 3], [], [1, 2, 3]]
// expect: total copies: 2
// expect: passing a by value
// expect:   (copying storage of 3 elements)
// expect: a = [1, 2, 3], c = [1, 2, 3, 10]
// expect: total copies: 3
