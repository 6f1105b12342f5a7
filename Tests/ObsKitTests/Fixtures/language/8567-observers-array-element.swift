// Q&A style (does didSet fire when I change one element of an array?): observers on collections fire for element mutation
var scores: [Int] = [1, 2, 3] {
    willSet { print("  willSet count \(scores.count) -> \(newValue.count)") }
    didSet { print("  didSet \(oldValue) -> \(scores)") }
}

print("subscript assignment:")
scores[0] = 10
print("append:")
scores.append(4)
print("compound on element:")
scores[1] += 5
print("sort in place:")
scores.sort(by: >)
print("removeAll where none match:")
scores.removeAll { $0 > 100 }

// Element that is a struct: changing its field still fires once.
struct Item { var name: String; var qty: Int }
var cart: [Item] = [Item(name: "pen", qty: 1)] {
    didSet { print("  cart didSet qty \(oldValue.map { $0.qty }) -> \(cart.map { $0.qty })") }
}
print("struct element field:")
cart[0].qty += 2
print("loop over indices:")
for i in cart.indices { cart[i].qty *= 10 }

// Element that is a class: mutating through the reference does not fire.
final class Counter { var n = 0 }
var counters: [Counter] = [Counter()] {
    didSet { print("  counters didSet") }
}
print("class element field:")
counters[0].n += 1
print("counters[0].n =", counters[0].n)
print("replace class element:")
counters[0] = Counter()

// Dictionary observer.
var table: [String: Int] = [:] {
    didSet { print("  table didSet keys \(table.keys.sorted())") }
}
print("dictionary default subscript:")
table["a", default: 0] += 1

// expect: subscript assignment:
// expect:   willSet count 3 -> 3
// expect:   didSet [1, 2, 3] -> [10, 2, 3]
// expect: append:
// expect:   willSet count 3 -> 4
// expect:   didSet [10, 2, 3] -> [10, 2, 3, 4]
// expect: compound on element:
// expect:   willSet count 4 -> 4
// expect:   didSet [10, 2, 3, 4] -> [10, 7, 3, 4]
// expect: sort in place:
// expect:   willSet count 4 -> 4
// expect:   didSet [10, 7, 3, 4] -> [10, 7, 4, 3]
// expect: removeAll where none match:
// expect:   willSet count 4 -> 4
// expect:   didSet [10, 7, 4, 3] -> [10, 7, 4, 3]
// expect: struct element field:
// expect:   cart didSet qty [1] -> [3]
// expect: loop over indices:
// expect:   cart didSet qty [3] -> [30]
// expect: class element field:
// expect: counters[0].n = 1
// expect: replace class element:
// expect:   counters didSet
// expect: dictionary default subscript:
// expect:   table didSet keys ["a"]
