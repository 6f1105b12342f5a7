// struct-copy-collections
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Inventory {
    var items: [String]
    var counts: [String: Int]
    var nested: [[Int]]
    var meta: (owner: String, version: Int)
}
var a = Inventory(items: ["bolt"], counts: ["bolt": 2], nested: [[1], [2]], meta: ("ann", 1))
var b = a
b.items.append("nut")
b.counts["bolt", default: 0] += 5
b.counts["nut"] = 1
b.nested[0].append(9)
b.meta.version += 1
print(a.items, a.counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }, a.nested, a.meta.version)
print(b.items, b.counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }, b.nested, b.meta.version)

final class Engine { var hp: Int; init(hp: Int) { self.hp = hp } }
struct Car { var name: String; let engine: Engine }
let c1 = Car(name: "one", engine: Engine(hp: 100))
var c2 = c1
c2.name = "two"
c2.engine.hp = 250
print(c1.name, c1.engine.hp, c2.name, c2.engine.hp, c1.engine === c2.engine)

struct P { var x: Int }
var arr = [P(x: 1), P(x: 2)]
var arr2 = arr
arr2[0].x = 50
arr2.append(P(x: 3))
print(arr.map(\.x), arr2.map(\.x))

var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 7
print(grid)

var snapshot = a
let capture = { [snapshot] in snapshot.items.count }
snapshot.items.removeAll()
print(capture(), snapshot.items.count, a.items.count)

final class Storage {
    var values: [Int]
    init(_ v: [Int]) { values = v }
}
struct COWList: CustomStringConvertible {
    private var storage = Storage([])
    static var copies = 0
    mutating func append(_ v: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.values)
            COWList.copies += 1
        }
        storage.values.append(v)
    }
    var description: String { "\(storage.values)" }
}
var l1 = COWList()
l1.append(1)
print("copies after first append:", COWList.copies)
var l2 = l1
l2.append(2)
print("copies after diverging:", COWList.copies, l1, l2)
l1.append(3)
l2.append(4)
print("copies after more appends:", COWList.copies, l1, l2)

func mutateCopy(_ inv: Inventory) -> Inventory {
    var inv = inv
    inv.items = inv.items.map { $0.uppercased() }
    return inv
}
let upper = mutateCopy(a)
print(a.items, upper.items)

var dictOfArrays: [String: [Int]] = ["x": [1]]
var alias = dictOfArrays["x"]!
alias.append(2)
dictOfArrays["x"]!.append(3)
print(alias, dictOfArrays["x"]!)

// expect: ["bolt"] ["bolt:2"] [[1], [2]] 1
// expect: ["bolt", "nut"] ["bolt:7", "nut:1"] [[1, 9], [2]] 2
// expect: one 250 two 250 true
// expect: [1, 2] [50, 2, 3]
// expect: [[0, 0, 0], [0, 0, 7]]
// expect: 1 0 1
// expect: copies after first append: 0
// expect: copies after diverging: 1 [1] [1, 2]
// expect: copies after more appends: 1 [1, 3] [1, 2, 4]
// expect: ["bolt"] ["BOLT"]
// expect: [1, 2] [1, 3]
