// Advanced Swift style (copy-on-write): a struct wrapping a final class storage, copying only when isKnownUniquelyReferenced says the buffer is shared
final class Storage {
    var values: [Int]
    static var copies = 0
    init(_ values: [Int]) { self.values = values }
    func copy() -> Storage {
        Storage.copies += 1
        return Storage(values)
    }
}

struct Histogram {
    private var storage: Storage
    init(bins: Int) { storage = Storage(Array(repeating: 0, count: bins)) }

    private var writableStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) {
                storage = storage.copy()
            }
            return storage
        }
    }
    mutating func record(_ bin: Int) { writableStorage.values[bin] += 1 }
    var counts: [Int] { storage.values }
    func sharesStorage(with other: Histogram) -> Bool { storage === other.storage }
}

var a = Histogram(bins: 3)
a.record(0); a.record(2); a.record(2)
print("a:", a.counts, "copies:", Storage.copies)
var b = a
print("shared after assignment:", a.sharesStorage(with: b))
b.record(1)
print("a:", a.counts, "b:", b.counts, "copies:", Storage.copies)
print("shared after write:", a.sharesStorage(with: b))
b.record(1)
print("b:", b.counts, "copies:", Storage.copies)
var many = Array(repeating: a, count: 3)
print("copies before:", Storage.copies)
many[1].record(0)
print(many.map(\.counts), "copies:", Storage.copies)
func bump(_ h: Histogram) -> Histogram {
    var local = h
    local.record(2)
    return local
}
let c = bump(a)
print("a:", a.counts, "c:", c.counts, "copies:", Storage.copies)
var d = Histogram(bins: 2)
for _ in 0..<5 { d.record(1) }
print("d:", d.counts, "copies:", Storage.copies)

// expect: a: [1, 0, 2] copies: 0
// expect: shared after assignment: true
// expect: a: [1, 0, 2] b: [1, 1, 2] copies: 1
// expect: shared after write: false
// expect: b: [1, 2, 2] copies: 1
// expect: copies before: 1
// expect: [[1, 0, 2], [2, 0, 2], [1, 0, 2]] copies: 2
// expect: a: [1, 0, 2] c: [1, 0, 3] copies: 3
// expect: d: [0, 5] copies: 3
