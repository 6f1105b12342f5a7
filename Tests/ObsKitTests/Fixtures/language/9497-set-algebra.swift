// Set algebra: union/intersection/subtracting/symmetric difference, subset relations, OptionSet and Hashable keys (expected output from swiftc 6.3.1 on Linux)
let evens: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
let small = Set(0..<5)
func show<T: Comparable>(_ s: Set<T>) -> String { "\(s.sorted())" }

print(show(evens.union(primes)), show(evens.intersection(primes)))
print(show(evens.subtracting(small)), show(evens.symmetricDifference(small)))
print(Set([2, 4]).isSubset(of: evens), evens.isSuperset(of: [0, 8]), evens.isDisjoint(with: [1, 3]))
print(Set([2, 4]).isStrictSubset(of: [2, 4]), Set([2]).isStrictSubset(of: [2, 4]))

var seen = Set<String>()
let stream = ["b", "a", "b", "c", "a", "d"]
var firstTime: [String] = []
for s in stream where seen.insert(s).inserted { firstTime.append(s) }
print(firstTime, seen.count)
let r = seen.insert("a")
print(r.inserted, r.memberAfterInsert)
print(seen.remove("z") as Any, seen.remove("c") as Any, show(seen))

var m = Set([1, 2, 3])
m.formUnion([3, 4])
m.formIntersection([2, 3, 4, 5])
m.subtract([3])
m.formSymmetricDifference([4, 9])
print(show(m))

struct Perms: OptionSet {
    let rawValue: UInt8
    static let read = Perms(rawValue: 1 << 0)
    static let write = Perms(rawValue: 1 << 1)
    static let exec = Perms(rawValue: 1 << 2)
    static let all: Perms = [.read, .write, .exec]
}
var p: Perms = [.read]
p.insert(.write)
print(p.rawValue, p.contains(.write), p.contains(.exec), p.isSubset(of: .all))
p.formUnion(.exec)
p.remove(.read)
print(p.rawValue, Perms.all.subtracting(p).rawValue, p == [.write, .exec], Perms().isEmpty)
let ins = p.insert(.exec)
print(ins.inserted, ins.memberAfterInsert.rawValue)

struct Cell: Hashable { let row: Int, col: Int }
let live: Set<Cell> = [Cell(row: 0, col: 1), Cell(row: 1, col: 1), Cell(row: 0, col: 1)]
print(live.count, live.contains(Cell(row: 1, col: 1)))
let neighbors = Set(live.flatMap { c in [(-1, 0), (1, 0), (0, -1), (0, 1)].map { Cell(row: c.row + $0.0, col: c.col + $0.1) } })
print(neighbors.subtracting(live).sorted { ($0.row, $0.col) < ($1.row, $1.col) }.map { "(\($0.row),\($0.col))" })
print(Set("mississippi").sorted(), Set("abc") == Set("cba"))
let words: Set = ["kiwi", "fig", "plum", "date"]
print(words.filter { $0.count == 4 }.sorted(), words.map { $0.count }.reduce(0, +))

// expect: [0, 2, 3, 4, 5, 6, 7, 8] [2]
// expect: [6, 8] [1, 3, 6, 8]
// expect: true true true
// expect: false true
// expect: ["b", "a", "c", "d"] 4
// expect: false a
// expect: nil Optional("c") ["a", "b", "d"]
// expect: [2, 9]
// expect: 3 true false true
// expect: 6 1 true true
// expect: false 4
// expect: 2 true
// expect: ["(-1,1)", "(0,0)", "(0,2)", "(1,0)", "(1,2)", "(2,1)"]
// expect: ["i", "m", "p", "s"] true
// expect: ["date", "kiwi", "plum"] 15
