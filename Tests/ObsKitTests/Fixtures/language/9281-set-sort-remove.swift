// set-sort-remove
// expected output: swiftc 6.3.1 (Linux), run on this machine
let a: Set = [1, 2, 3, 4, 5], b: Set = [4, 5, 6, 7]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())
print(Set([1, 2]).isSubset(of: a), a.isSuperset(of: [1, 5]), a.isDisjoint(with: [8, 9]), Set([1, 2]).isStrictSubset(of: [1, 2]))
var s: Set<String> = ["x"]
let r1 = s.insert("y"), r2 = s.insert("x")
print(r1.inserted, r1.memberAfterInsert, r2.inserted, s.count)
print(s.remove("x") as Any, s.remove("nope") as Any, s.sorted())
s.formUnion(["m", "n"]); s.subtract(["n"]); s.formIntersection(["m", "y", "q"])
print(s.sorted(), s.contains("m"))

struct Employee: Hashable {
    let id: Int
    var name: String
    static func == (l: Employee, r: Employee) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}
var team: Set = [Employee(id: 1, name: "Ann"), Employee(id: 2, name: "Bo")]
let ins = team.insert(Employee(id: 1, name: "Annie"))
print(ins.inserted, ins.memberAfterInsert.name, team.count)
let upd = team.update(with: Employee(id: 1, name: "Annie"))
print(upd?.name as Any, team.first { $0.id == 1 }!.name)

struct Record { let name: String; let dept: String; let order: Int }
let records = [Record(name: "Cy", dept: "ops", order: 0), Record(name: "Al", dept: "dev", order: 1),
               Record(name: "Bo", dept: "ops", order: 2), Record(name: "Di", dept: "dev", order: 3),
               Record(name: "Ed", dept: "art", order: 4)]
let byDeptThenOrder = records.sorted { ($0.dept, $0.order) < ($1.dept, $1.order) }
print(byDeptThenOrder.map { "\($0.dept)/\($0.name)" })
let stableByDept = records.enumerated().sorted { $0.element.dept != $1.element.dept ? $0.element.dept < $1.element.dept : $0.offset < $1.offset }.map(\.element.name)
print(stableByDept)
print(records.sorted { $0.name > $1.name }.map(\.name), records.map(\.name).sorted(by: <))

var nums = Array(1...12)
nums.removeAll { $0 % 3 == 0 }
print(nums)
nums.removeAll(where: { $0 > 8 })
print(nums, nums.firstIndex(of: 5) as Any, nums.firstIndex { $0 > 4 } as Any, nums.lastIndex { $0 < 4 } as Any)
print(nums.contains(where: { $0 > 7 }), nums.allSatisfy { $0 < 10 }, nums.first(where: { $0.isMultiple(of: 4) }) as Any)
var parted = [5, 1, 8, 3, 9, 2]
let pivot = parted.partition { $0 >= 5 }
print(pivot, parted[..<pivot].sorted(), parted[pivot...].sorted())
print(["pear", "fig", "banana"].min { $0.count < $1.count }!, ["pear", "fig", "banana"].max(by: { $0.count < $1.count })!)
var words = ["delta", "Alpha", "charlie", "Bravo"]
words.sort()
print(words)
words.sort { $0.lowercased() < $1.lowercased() }
print(words, words.sorted(by: >))
var removed = [1, 2, 3, 4, 5]
print(removed.removeFirst(), removed.removeLast(), removed.remove(at: 1), removed, removed.popLast() as Any)
removed.removeAll(keepingCapacity: true)
print(removed, removed.isEmpty)
print(Set("mississippi").sorted(), Set("mississippi").count, Set([3, 1, 2]) == Set([1, 2, 3]))
let seen = [3, 1, 3, 2, 1, 4].reduce(into: (Set<Int>(), [Int]())) { acc, x in if acc.0.insert(x).inserted { acc.1.append(x) } }.1
print(seen)

// expect: [1, 2, 3, 4, 5, 6, 7] [4, 5] [1, 2, 3] [1, 2, 3, 6, 7]
// expect: true true true false
// expect: true y false 2
// expect: Optional("x") nil ["y"]
// expect: ["m", "y"] true
// expect: false Ann 2
// expect: Optional("Ann") Annie
// expect: ["art/Ed", "dev/Al", "dev/Di", "ops/Cy", "ops/Bo"]
// expect: ["Ed", "Al", "Di", "Cy", "Bo"]
// expect: ["Ed", "Di", "Cy", "Bo", "Al"] ["Al", "Bo", "Cy", "Di", "Ed"]
// expect: [1, 2, 4, 5, 7, 8, 10, 11]
// expect: [1, 2, 4, 5, 7, 8] Optional(3) Optional(3) Optional(1)
// expect: true true Optional(4)
// expect: 3 [1, 2, 3] [5, 8, 9]
// expect: fig banana
// expect: ["Alpha", "Bravo", "charlie", "delta"]
// expect: ["Alpha", "Bravo", "charlie", "delta"] ["delta", "charlie", "Bravo", "Alpha"]
// expect: 1 5 3 [2, 4] Optional(4)
// expect: [] true
// expect: ["i", "m", "p", "s"] 4 true
// expect: [3, 1, 2, 4]
