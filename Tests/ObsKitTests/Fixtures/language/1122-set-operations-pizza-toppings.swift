// Collection Types: sets: insert results, remove, membership, set algebra, subset/superset/disjoint, printed sorted.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var initials = Set<Character>()
print("initials is of type Set<Character> with \(initials.count) items.")
initials.insert("k")
var toppings: Set<String> = ["Olives", "Basil", "Mushroom"]
let inserted = toppings.insert("Peppers")
let again = toppings.insert("Olives")
print(inserted.inserted, inserted.memberAfterInsert, again.inserted)
if let removed = toppings.remove("Olives") { print("No \(removed) on tonight's pizza.") }
print(toppings.remove("Pineapple") as Any)
print(toppings.contains("Anchovy") ? "salty" : "no fish today")
for topping in toppings.sorted() { print(topping) }
let weekdays: Set = [1, 2, 3, 4, 5]
let gymDays: Set = [1, 3, 5, 6]
let rainyDays: Set = [2, 3, 7]
print(weekdays.union(gymDays).sorted())
print(weekdays.intersection(rainyDays).sorted())
print(weekdays.subtracting(gymDays).sorted())
print(gymDays.symmetricDifference(rainyDays).sorted())
let kitchenTools: Set = ["🔪", "🥄"]
let campKit: Set = ["🔦", "🧭", "🥄", "🔪", "🪢"]
let beachBag: Set = ["🩴", "🧴"]
print(kitchenTools.isSubset(of: campKit), campKit.isSuperset(of: kitchenTools), campKit.isDisjoint(with: beachBag))
print(kitchenTools.isStrictSubset(of: campKit), kitchenTools == ["🥄", "🔪"])
var seen = Set<String>()
let visits = ["home", "about", "home", "blog", "about", "home"]
let firstVisits = visits.filter { seen.insert($0).inserted }
print(firstVisits, seen.count)
var mutable: Set = [1, 2, 3]
mutable.formUnion([3, 4])
mutable.formIntersection([2, 3, 4, 5])
mutable.subtract([2])
print(mutable.sorted(), mutable.min()!, Set("mississippi").count)

// expect: initials is of type Set<Character> with 0 items.
// expect: true Peppers false
// expect: No Olives on tonight's pizza.
// expect: nil
// expect: no fish today
// expect: Basil
// expect: Mushroom
// expect: Peppers
// expect: [1, 2, 3, 4, 5, 6]
// expect: [2, 3]
// expect: [2, 4]
// expect: [1, 2, 5, 6, 7]
// expect: true true true
// expect: true true
// expect: ["home", "about", "blog"] 3
// expect: [3, 4] 3 4
