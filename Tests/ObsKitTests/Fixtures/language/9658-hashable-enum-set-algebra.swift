// Hashable enums (with and without payloads) in Sets: symmetricDifference, subtracting, subset tests, sorted output
enum Topping: String, Hashable, CaseIterable, Comparable {
    case cheese, ham, olive, pepper, onion, basil
    static func < (a: Topping, b: Topping) -> Bool { a.rawValue < b.rawValue }
}

enum Item: Hashable {
    case plain(String)
    case sized(String, Int)
    case none
}

func s(_ set: Set<Topping>) -> String { set.sorted().map(\.rawValue).joined(separator: ",") }

let margherita: Set<Topping> = [.cheese, .basil]
let deluxe: Set<Topping> = [.cheese, .ham, .olive, .pepper]
let veggie: Set<Topping> = [.cheese, .olive, .pepper, .onion, .basil]

print(s(deluxe.symmetricDifference(veggie)))
print(s(veggie.symmetricDifference(deluxe)) == s(deluxe.symmetricDifference(veggie)))
print(s(deluxe.subtracting(veggie)), "|", s(veggie.subtracting(deluxe)))
print(s(deluxe.intersection(veggie)), "|", s(margherita.union(deluxe)))
print(margherita.isSubset(of: veggie), margherita.isStrictSubset(of: veggie), veggie.isSuperset(of: margherita))
print(margherita.isDisjoint(with: deluxe), margherita.isDisjoint(with: [.ham]))
print("[\(s(Set(Topping.allCases).subtracting(deluxe.union(veggie))))]", "[\(s(Set(Topping.allCases).subtracting(deluxe)))]")
print(s(margherita.symmetricDifference(margherita)).isEmpty, s(margherita.symmetricDifference([])))

var order = margherita
order.formSymmetricDifference([.basil, .ham])
print(s(order))
let ins = order.insert(.ham)
let ins2 = order.insert(.onion)
print(ins.inserted, ins.memberAfterInsert, ins2.inserted, s(order))
print(order.remove(.cheese) as Any, order.remove(.cheese) as Any, s(order))
print(order.update(with: .onion) as Any, order.update(with: .olive) as Any, s(order))

let items: Set<Item> = [.plain("tea"), .sized("tea", 2), .sized("tea", 3), .none, .plain("tea")]
print(items.count, items.contains(.sized("tea", 2)), items.contains(.sized("tea", 4)))
let other: Set<Item> = [.none, .plain("coffee"), .sized("tea", 3)]
let diff = items.symmetricDifference(other)
func label(_ i: Item) -> String {
    switch i {
    case .plain(let n): return n
    case .sized(let n, let sz): return "\(n)x\(sz)"
    case .none: return "-"
    }
}
print(diff.map(label).sorted())
print(items.intersection(other).map(label).sorted())
print(Item.sized("a", 1) == .sized("a", 1), Item.sized("a", 1).hashValue == Item.sized("a", 1).hashValue)
let counts = Dictionary(grouping: [Topping.ham, .cheese, .ham, .basil, .ham], by: { $0 }).mapValues(\.count)
print(counts.keys.sorted().map { "\($0.rawValue):\(counts[$0]!)" })
let menus = [margherita, deluxe, veggie]
let common = menus.dropFirst().reduce(menus[0]) { $0.intersection($1) }
let any = menus.reduce(Set<Topping>()) { $0.union($1) }
let oddCount = menus.reduce(Set<Topping>()) { $0.symmetricDifference($1) }
print(s(common), "|", s(any), "|", s(oddCount))
print(Set([Topping.ham]).symmetricDifference([Topping.ham, .ham, .olive]).map(\.rawValue))
print(Set<Topping>().isSubset(of: []), Set(Topping.allCases).count, Topping.allCases.sorted().first!)

// expect: basil,ham,onion
// expect: true
// expect: ham | basil,onion
// expect: cheese,olive,pepper | basil,cheese,ham,olive,pepper
// expect: true true true
// expect: false true
// expect: [] [basil,onion]
// expect: true basil,cheese
// expect: cheese,ham
// expect: false ham true cheese,ham,onion
// expect: Optional(main.Topping.cheese) nil ham,onion
// expect: Optional(main.Topping.onion) nil ham,olive,onion
// expect: 4 true false
// expect: ["coffee", "tea", "teax2"]
// expect: ["-", "teax3"]
// expect: true true
// expect: ["basil:1", "cheese:1", "ham:3"]
// expect: cheese | basil,cheese,ham,olive,onion,pepper | cheese,ham,onion
// expect: ["olive"]
// expect: true 6 basil
