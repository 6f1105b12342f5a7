// Blog style (Character comparison and sorting): ordering strings by Unicode scalar values
var names = ["émile", "Zoe", "adam", "Ölaf", "bob", "Éva"]
names.sort()
print(names)
names.sort { $0.lowercased() < $1.lowercased() }
print(names)
let ch1: Character = "a", ch2: Character = "B"
print(ch1 < ch2, ch1.lowercased() < ch2.lowercased())
print(names.min()!, names.max()!)
let byScalars = names.sorted { $0.unicodeScalars.first!.value > $1.unicodeScalars.first!.value }
print(byScalars)
print(["b", "a", "c"].sorted().joined())
print("abc".compare3("abd"))
extension String {
    func compare3(_ other: String) -> Int { self < other ? -1 : (self == other ? 0 : 1) }
}
// expect: ["Zoe", "adam", "bob", "Éva", "Ölaf", "émile"]
// expect: ["adam", "bob", "Zoe", "émile", "Éva", "Ölaf"]
// expect: false true
// expect: Zoe émile
// expect: ["émile", "Ölaf", "Éva", "bob", "adam", "Zoe"]
// expect: abc
// expect: -1
