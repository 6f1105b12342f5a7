// Compiler test style: copy-on-write with isKnownUniquelyReferenced, observing copies only when shared storage is mutated
final class Storage {
    var values: [Int]
    static var copies = 0
    init(_ values: [Int]) { self.values = values }
    func clone() -> Storage { Storage.copies += 1; return Storage(values) }
}

struct CowList: CustomStringConvertible {
    private var storage: Storage
    init(_ values: [Int]) { storage = Storage(values) }
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.clone() }
    }
    mutating func append(_ v: Int) { makeUnique(); storage.values.append(v) }
    subscript(i: Int) -> Int {
        get { storage.values[i] }
        set { makeUnique(); storage.values[i] = newValue }
    }
    var count: Int { storage.values.count }
    var description: String { "\(storage.values)" }
}

var a = CowList([1, 2, 3])
a.append(4)
print("after first append copies=\(Storage.copies)")
var b = a
print("after copy copies=\(Storage.copies)")
b.append(5)
print("after append on b copies=\(Storage.copies) a=\(a) b=\(b)")
b.append(6)
print("second append on b copies=\(Storage.copies)")
a[0] = 100
print("mutate a copies=\(Storage.copies) a=\(a)")

var lists = [a, a, a]
lists[1][1] = -2
print("array element mutate copies=\(Storage.copies)", lists.map { $0[1] })

func readOnly(_ l: CowList) -> Int { l[0] + l.count }
print(readOnly(a), "copies=\(Storage.copies)")

func mutateCopy(_ l: CowList) -> CowList { var m = l; m[0] = 0; return m }
let m = mutateCopy(a)
print(m, a, "copies=\(Storage.copies)")

var unique = CowList([9])
for i in 0..<3 { unique.append(i) }
print(unique, "copies=\(Storage.copies)")
// expect: after first append copies=0
// expect: after copy copies=0
// expect: after append on b copies=1 a=[1, 2, 3, 4] b=[1, 2, 3, 4, 5]
// expect: second append on b copies=1
// expect: mutate a copies=1 a=[100, 2, 3, 4]
// expect: array element mutate copies=2 [2, -2, 2]
// expect: 104 copies=2
// expect: [0, 2, 3, 4] [100, 2, 3, 4] copies=3
// expect: [9, 0, 1, 2] copies=3
