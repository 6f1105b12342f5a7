// Value vs reference semantics and a hand-written copy-on-write buffer using isKnownUniquelyReferenced (expected output from swiftc 6.3.1 on Linux)
final class Storage {
    var values: [Int]
    static var copies = 0
    init(_ values: [Int]) { self.values = values }
    func copy() -> Storage { Storage.copies += 1; return Storage(values) }
}

struct Ledger {
    private var storage = Storage([])
    mutating func append(_ v: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.values.append(v)
    }
    var values: [Int] { storage.values }
    func sharesStorage(with other: Ledger) -> Bool { storage === other.storage }
}

var a = Ledger()
a.append(1)
var b = a
print("shared before write:", a.sharesStorage(with: b), "copies:", Storage.copies)
b.append(2)
print("shared after write:", a.sharesStorage(with: b), "copies:", Storage.copies)
print(a.values, b.values)
b.append(3)
print("second write copies:", Storage.copies)

class RefPoint { var x = 0 }
struct ValPoint { var x = 0 }
let r1 = RefPoint(); let r2 = r1
r2.x = 9
var v1 = ValPoint(); var v2 = v1
v2.x = 9
print(r1.x, v1.x, v2.x, r1 === r2)

struct Wrapper { var ref = RefPoint(); var val = ValPoint() }
var w1 = Wrapper()
var w2 = w1
w2.ref.x = 5
w2.val.x = 5
print(w1.ref.x, w1.val.x)

var arr1 = [ValPoint(x: 1)]
var arr2 = arr1
arr2[0].x = 2
print(arr1[0].x, arr2[0].x)
var refs1 = [RefPoint()]
var refs2 = refs1
refs2[0].x = 3
refs2.append(RefPoint())
print(refs1[0].x, refs1.count, refs2.count)

var s1 = "abc"
var s2 = s1
s2 += "d"
print(s1, s2)

var nested = [[1], [2]]
var copy = nested
copy[0].append(10)
print(nested, copy)

func mutateParam(_ p: ValPoint, _ r: RefPoint) -> Int {
    var local = p
    local.x += 100
    r.x += 100
    return local.x
}
let vp = ValPoint(x: 1); let rp = RefPoint()
print(mutateParam(vp, rp), vp.x, rp.x)

// expect: shared before write: true copies: 0
// expect: shared after write: false copies: 1
// expect: [1] [1, 2]
// expect: second write copies: 1
// expect: 9 0 9 true
// expect: 5 0
// expect: 1 2
// expect: 3 1 2
// expect: abc abcd
// expect: [[1], [2]] [[1, 10], [2]]
// expect: 101 1 100
