// objc.io Advanced Swift style (copy-on-write): a hand-written COW buffer with a final class storage and isKnownUniquelyReferenced
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
    func copy() -> Storage {
        print("  copying storage of \(values.count) values")
        return Storage(values)
    }
}

struct IntStack {
    private var storage: Storage

    init(_ values: [Int] = []) { storage = Storage(values) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
    }

    mutating func push(_ value: Int) {
        makeUnique()
        storage.values.append(value)
    }

    mutating func pop() -> Int? {
        makeUnique()
        return storage.values.popLast()
    }

    var top: Int? { storage.values.last }
    var items: [Int] { storage.values }
}

var a = IntStack([1, 2])
print("push to a alone")
a.push(3)
var b = a
print("push to b after copy")
b.push(4)
print("push to b again")
b.push(5)
print("a:", a.items, "b:", b.items)
var c = b
print("pop from c")
let popped = c.pop()
print("popped:", popped ?? -1, "c:", c.items, "b:", b.items)
print("tops:", a.top ?? 0, b.top ?? 0, c.top ?? 0)

// expect: push to a alone
// expect: push to b after copy
// expect:   copying storage of 3 values
// expect: push to b again
// expect: a: [1, 2, 3] b: [1, 2, 3, 4, 5]
// expect: pop from c
// expect:   copying storage of 5 values
// expect: popped: 5 c: [1, 2, 3, 4] b: [1, 2, 3, 4, 5]
// expect: tops: 3 5 4
