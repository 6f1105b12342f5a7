// Big Nerd Ranch style (sets): set algebra on guest lists — union, intersection, subtracting, symmetric difference, subset tests
let groceryBag: Set = ["Apples", "Oranges", "Pineapple"]
var cart = Set<String>()
cart.insert("Apples")
cart.insert("Bread")
let (inserted, member) = cart.insert("Apples")
print(inserted, member)
print(cart.contains("Bread"), cart.count)

let friendGroup: Set = ["Dan", "Anna", "Jill", "Eli"]
let workGroup: Set = ["Jill", "Dan", "Omar", "Xi"]
print(friendGroup.union(workGroup).sorted())
print(friendGroup.intersection(workGroup).sorted())
print(friendGroup.subtracting(workGroup).sorted())
print(friendGroup.symmetricDifference(workGroup).sorted())
print(friendGroup.isDisjoint(with: ["Zed"]), friendGroup.isDisjoint(with: workGroup))

let core: Set = ["Dan", "Jill"]
print(core.isSubset(of: friendGroup), friendGroup.isSuperset(of: core))
print(core.isStrictSubset(of: core), core.isSubset(of: core))

var mutable = friendGroup
mutable.formUnion(["Kai"])
mutable.subtract(["Anna"])
mutable.formIntersection(["Kai", "Dan", "Omar"])
print(mutable.sorted())
if let gone = mutable.remove("Kai") { print("removed", gone) }
print(mutable.remove("Nobody") == nil)

struct Point: Hashable {
    var x: Int
    var y: Int
}
let visited: Set<Point> = [Point(x: 0, y: 0), Point(x: 1, y: 2), Point(x: 0, y: 0)]
print(visited.count)
let sortedPoints = visited.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
print(sortedPoints.map { "(\($0.x),\($0.y))" }.joined(separator: " "))

let letters = Set("mississippi")
print(letters.count, String(letters.sorted()))
let evens = Set(stride(from: 0, to: 20, by: 2))
let threes = Set(stride(from: 0, to: 20, by: 3))
print(evens.intersection(threes).sorted(), evens.filter { $0 > 14 }.sorted())
print(groceryBag.map { $0.count }.sorted(), groceryBag.min()!, groceryBag.sorted(by: >).first!)
let duplicates = [3, 1, 3, 2, 1, 3]
var seen = Set<Int>()
let unique = duplicates.filter { seen.insert($0).inserted }
print(unique)

// expect: false Apples
// expect: true 2
// expect: ["Anna", "Dan", "Eli", "Jill", "Omar", "Xi"]
// expect: ["Dan", "Jill"]
// expect: ["Anna", "Eli"]
// expect: ["Anna", "Eli", "Omar", "Xi"]
// expect: true false
// expect: true true
// expect: false true
// expect: ["Dan", "Kai"]
// expect: removed Kai
// expect: true
// expect: 2
// expect: (0,0) (1,2)
// expect: 4 imps
// expect: [0, 6, 12, 18] [16, 18]
// expect: [6, 7, 9] Apples Pineapple
// expect: [3, 1, 2]
