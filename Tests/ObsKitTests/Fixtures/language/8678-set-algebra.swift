// Swift book style (Collection Types: Sets): union, intersection, symmetric difference and subset tests
enum Topping: String, CaseIterable, Comparable {
    case cheese, tomato, basil, ham, pineapple, mushroom, olive, pepper
    static func < (a: Topping, b: Topping) -> Bool { a.rawValue < b.rawValue }
}

func show(_ set: Set<Topping>) -> String {
    set.isEmpty ? "(none)" : set.sorted().map(\.rawValue).joined(separator: ", ")
}

let margherita: Set<Topping> = [.cheese, .tomato, .basil]
let hawaiian: Set<Topping> = [.cheese, .tomato, .ham, .pineapple]
let veggie: Set<Topping> = [.cheese, .tomato, .mushroom, .olive, .pepper, .basil]

print("union M+H:      \(show(margherita.union(hawaiian)))")
print("common M&H:     \(show(margherita.intersection(hawaiian)))")
print("only hawaiian:  \(show(hawaiian.subtracting(margherita)))")
print("either not both:\(show(margherita.symmetricDifference(hawaiian)))")
print("M subset of V:  \(margherita.isSubset(of: veggie))")
print("V superset of M:\(veggie.isStrictSuperset(of: margherita))")
print("H disjoint V:   \(hawaiian.isDisjoint(with: veggie))")
let unused = Set(Topping.allCases).subtracting(margherita.union(hawaiian).union(veggie))
print("unused:         \(show(unused))")

var pantry = Set(Topping.allCases)
pantry.remove(.ham)
pantry.formIntersection([.ham, .cheese, .olive, .tomato])
print("pantry now:     \(show(pantry))")
let (inserted, member) = pantry.insert(.olive)
print("insert olive:   \(inserted) \(member.rawValue)")

let menu = ["margherita": margherita, "hawaiian": hawaiian, "veggie": veggie]
let makeable = menu.filter { $0.value.isSubset(of: pantry.union([.basil])) }.keys.sorted()
print("makeable:       \(makeable)")

let rucksacks = ["vJrwpWtwJgWrhcsFMMfFFhFp", "jqHRNqRjqzjGDLGLrsFMfFZSrLrFZsSL", "PmmdzqPrVvPwwTWBwg"]
var priorities = 0
for sack in rucksacks {
    let half = sack.count / 2
    let shared = Set(sack.prefix(half)).intersection(sack.suffix(half))
    for ch in shared {
        let value = ch.isLowercase ? Int(ch.asciiValue! - 96) : Int(ch.asciiValue! - 38)
        priorities += value
        print("shared '\(ch)' -> \(value)")
    }
}
print("priority sum: \(priorities)")

// expect: union M+H:      basil, cheese, ham, pineapple, tomato
// expect: common M&H:     cheese, tomato
// expect: only hawaiian:  ham, pineapple
// expect: either not both:basil, ham, pineapple
// expect: M subset of V:  true
// expect: V superset of M:true
// expect: H disjoint V:   false
// expect: unused:         (none)
// expect: pantry now:     cheese, olive, tomato
// expect: insert olive:   false olive
// expect: makeable:       ["margherita"]
// expect: shared 'p' -> 16
// expect: shared 'L' -> 38
// expect: shared 'P' -> 42
// expect: priority sum: 96
