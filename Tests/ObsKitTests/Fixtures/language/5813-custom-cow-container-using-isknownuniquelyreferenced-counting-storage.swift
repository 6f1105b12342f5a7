// Compiler test style (copy-on-write): a custom COW container using isKnownUniquelyReferenced, counting when storage is actually copied
final class Storage<T> {
    var items: [T]
    static var copies: Int { get { copyCount } set { copyCount = newValue } }
    init(_ items: [T]) { self.items = items }
    func clone() -> Storage<T> { copyCount += 1; return Storage(items) }
}
var copyCount = 0

struct COWList<T> {
    private var storage: Storage<T>
    init(_ items: [T] = []) { storage = Storage(items) }
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.clone() }
    }
    var count: Int { storage.items.count }
    var items: [T] { storage.items }
    mutating func append(_ x: T) { makeUnique(); storage.items.append(x) }
    subscript(i: Int) -> T {
        get { storage.items[i] }
        set { makeUnique(); storage.items[i] = newValue }
    }
    func sharesStorage(with other: COWList<T>) -> Bool { storage === other.storage }
}

var a = COWList([1, 2, 3])
a.append(4)
print(a.items, "copies:", copyCount)
var b = a
print("shared:", a.sharesStorage(with: b), "copies:", copyCount)
b.append(5)
print(a.items, b.items, "shared:", a.sharesStorage(with: b), "copies:", copyCount)
b.append(6)
b[0] = 100
print(b.items, "copies:", copyCount)

var c = b
var d = b
c[1] = -1
d[1] = -2
print(b.items, c.items, d.items, "copies:", copyCount)
print(b.sharesStorage(with: c), c.sharesStorage(with: d))

func mutateCopy(_ l: COWList<Int>) -> COWList<Int> { var m = l; m.append(0); return m }
let e = mutateCopy(a)
print(a.count, e.count, "copies:", copyCount)

var arr = [COWList(["x"])]
arr[0].append("y")
print(arr[0].items, "copies:", copyCount)

final class Ref { var v = 0 }
var r1 = Ref()
print(isKnownUniquelyReferenced(&r1))
let r2 = r1
print(isKnownUniquelyReferenced(&r1), r2.v)
var maybe: Ref? = Ref()
print(isKnownUniquelyReferenced(&maybe))
maybe = nil
print(isKnownUniquelyReferenced(&maybe))

// expect: [1, 2, 3, 4] copies: 0
// expect: shared: true copies: 0
// expect: [1, 2, 3, 4] [1, 2, 3, 4, 5] shared: false copies: 1
// expect: [100, 2, 3, 4, 5, 6] copies: 1
// expect: [100, 2, 3, 4, 5, 6] [100, -1, 3, 4, 5, 6] [100, -2, 3, 4, 5, 6] copies: 3
// expect: false false
// expect: 4 5 copies: 4
// expect: ["x", "y"] copies: 4
// expect: true
// expect: false 0
// expect: true
// expect: false
