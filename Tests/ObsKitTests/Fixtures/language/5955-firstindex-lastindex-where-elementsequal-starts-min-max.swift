// Swift stdlib test style (Array APIs): firstIndex/lastIndex(where:), elementsEqual, starts(with:), min(by:)/max(by:), allSatisfy and contains(where:) on ints and structs
struct Item {
    let name: String
    let price: Int
}

let scores = [4, 8, 15, 16, 23, 42, 8, 4]
print(scores.firstIndex(where: { $0 > 10 }) as Any)
print(scores.lastIndex(where: { $0 < 10 }) as Any)
print(scores.firstIndex(of: 8) as Any, scores.lastIndex(of: 8) as Any)
print(scores.firstIndex(where: { $0 > 100 }) as Any)

print(scores.elementsEqual([4, 8, 15, 16, 23, 42, 8, 4]))
print(scores.elementsEqual(scores.reversed()))
print([1, 2, 3].elementsEqual([1, 2]))
print(["A", "b"].elementsEqual(["a", "B"], by: { $0.lowercased() == $1.lowercased() }))

print(scores.starts(with: [4, 8, 15]))
print(scores.starts(with: []))
print(scores.starts(with: [4, 9]))
print([1, 2].starts(with: [1, 2, 3]))
print(["Hello", "World"].starts(with: ["hello"], by: { $0.lowercased() == $1 }))

let items = [Item(name: "pen", price: 3), Item(name: "book", price: 12),
             Item(name: "lamp", price: 25), Item(name: "cup", price: 3)]
if let cheapest = items.min(by: { $0.price < $1.price }) { print("cheapest:", cheapest.name) }
if let priciest = items.max(by: { $0.price < $1.price }) { print("priciest:", priciest.name) }
if let shortest = items.min(by: { $0.name.count < $1.name.count }) { print("shortest:", shortest.name) }
if let longest = items.max(by: { $0.name.count < $1.name.count }) { print("longest:", longest.name) }
print([Int]().min(by: <) as Any, scores.max() as Any, scores.min() as Any)

print(items.allSatisfy { $0.price > 0 }, items.allSatisfy { $0.price > 3 })
print([Int]().allSatisfy { $0 > 1000 })
print(items.contains(where: { $0.name.hasPrefix("la") }), items.contains { $0.price == 100 })
print(scores.contains(42), scores.contains(43))

let indexes = scores.indices.filter { scores[$0] == 4 || scores[$0] == 8 }
print(indexes)

// expect: Optional(2)
// expect: Optional(7)
// expect: Optional(1) Optional(6)
// expect: nil
// expect: true
// expect: false
// expect: false
// expect: true
// expect: true
// expect: true
// expect: false
// expect: false
// expect: true
// expect: cheapest: pen
// expect: priciest: lamp
// expect: shortest: pen
// expect: longest: book
// expect: nil Optional(42) Optional(4)
// expect: true false
// expect: true
// expect: true false
// expect: true false
// expect: [0, 1, 6, 7]
