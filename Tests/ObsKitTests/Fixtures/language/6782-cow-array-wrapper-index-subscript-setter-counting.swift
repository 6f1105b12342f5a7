// objc.io style (copy-on-write collection): a COW array wrapper with an index subscript setter, counting copies in a static property
final class Storage<T> {
    var elements: [T]
    init(_ elements: [T]) { self.elements = elements }
}

struct CowList<T>: CustomStringConvertible {
    private var storage: Storage<T>
    static var copyCount: Int {
        get { copies }
        set { copies = newValue }
    }

    init(_ elements: [T]) { storage = Storage(elements) }

    subscript(index: Int) -> T {
        get { storage.elements[index] }
        set {
            if !isKnownUniquelyReferenced(&storage) {
                copies += 1
                storage = Storage(storage.elements)
            }
            storage.elements[index] = newValue
        }
    }

    var count: Int { storage.elements.count }
    var description: String { "\(storage.elements)" }
    func sharesStorage(with other: CowList<T>) -> Bool { storage === other.storage }
}

var copies = 0

var a = CowList([1, 2, 3])
var b = a
print(a.sharesStorage(with: b), copies)
b[0] = 10
print(a, b, a.sharesStorage(with: b), copies)
b[1] = 20
b[2] += 5
print(b, copies)

var c = b
c[0] += 1
print(b, c, copies)

var words = CowList(["x", "y"])
let frozen = words
words[1] = "Y"
words[0].append("!")
print(frozen, words, copies)
print(CowList<Int>.copyCount)
CowList<Int>.copyCount = 0
print(copies)

// expect: true 0
// expect: [1, 2, 3] [10, 2, 3] false 1
// expect: [10, 20, 8] 1
// expect: [10, 20, 8] [11, 20, 8] 2
// expect: ["x", "y"] ["x!", "Y"] 3
// expect: 3
// expect: 0
