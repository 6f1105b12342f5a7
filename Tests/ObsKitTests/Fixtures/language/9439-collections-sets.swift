// Sets: membership, insertion, set algebra and subset relations, printed sorted (expected output from swiftc 6.3.1 on Linux)
var spices: Set<String> = ["cumin", "paprika", "saffron"]
print("count:", spices.count)
spices.insert("clove")
let (inserted, member) = spices.insert("cumin")
print("inserted again?", inserted, member)
print(spices.sorted())
if let gone = spices.remove("paprika") {
    print("removed", gone)
}
print(spices.remove("vanilla") == nil ? "vanilla was absent" : "vanilla removed")
print(spices.contains("saffron"), spices.contains("paprika"))
for s in spices.sorted(by: >) {
    print("-", s)
}

let mondayShift: Set = ["Aiko", "Bram", "Chidi", "Dana"]
let tuesdayShift: Set = ["Chidi", "Dana", "Emil"]
let trainees: Set = ["Bram", "Emil", "Fay"]
print("union:", mondayShift.union(tuesdayShift).sorted())
print("intersection:", mondayShift.intersection(tuesdayShift).sorted())
print("subtracting:", mondayShift.subtracting(trainees).sorted())
print("symmetric:", tuesdayShift.symmetricDifference(trainees).sorted())

let pizzaToppings: Set = ["basil", "mozzarella", "tomato"]
let pantry: Set = ["basil", "mozzarella", "tomato", "flour", "olive oil"]
let dessertItems: Set = ["cocoa", "sugar"]
print(pizzaToppings.isSubset(of: pantry), pantry.isSuperset(of: pizzaToppings))
print(pizzaToppings.isStrictSubset(of: pantry), pantry.isStrictSuperset(of: pantry))
print(pizzaToppings.isDisjoint(with: dessertItems), pantry.isDisjoint(with: ["flour", "salt"]))

let words = ["tree", "leaf", "tree", "root", "leaf", "bark"]
let unique = Set(words)
print("unique:", unique.count, unique.sorted())
var seen = Set<String>()
var firstOccurrence: [String] = []
for w in words where seen.insert(w).inserted {
    firstOccurrence.append(w)
}
print("order kept:", firstOccurrence)

struct Coord: Hashable {
    let row: Int
    let col: Int
}
var visited: Set<Coord> = [Coord(row: 0, col: 0)]
visited.insert(Coord(row: 0, col: 1))
visited.insert(Coord(row: 0, col: 0))
print("visited cells:", visited.count, visited.contains(Coord(row: 0, col: 1)))
let sortedCells = visited.sorted { ($0.row, $0.col) < ($1.row, $1.col) }
print(sortedCells.map { "(\($0.row),\($0.col))" }.joined(separator: " "))

var mutable = Set(1...10)
mutable.formIntersection(Set(stride(from: 1, through: 10, by: 3)))
print(mutable.sorted())
mutable.formUnion([100, 1])
mutable.subtract([4])
print(mutable.sorted(), mutable.min()!, mutable.max()!)
print(Set("mississippi").sorted().map(String.init).joined())

// expect: count: 3
// expect: inserted again? false cumin
// expect: ["clove", "cumin", "paprika", "saffron"]
// expect: removed paprika
// expect: vanilla was absent
// expect: true false
// expect: - saffron
// expect: - cumin
// expect: - clove
// expect: union: ["Aiko", "Bram", "Chidi", "Dana", "Emil"]
// expect: intersection: ["Chidi", "Dana"]
// expect: subtracting: ["Aiko", "Chidi", "Dana"]
// expect: symmetric: ["Bram", "Chidi", "Dana", "Fay"]
// expect: true true
// expect: true false
// expect: true false
// expect: unique: 4 ["bark", "leaf", "root", "tree"]
// expect: order kept: ["tree", "leaf", "root", "bark"]
// expect: visited cells: 2 true
// expect: (0,0) (0,1)
// expect: [1, 4, 7, 10]
// expect: [1, 7, 10, 100] 1 100
// expect: imps
