// Arrays, sets and dictionaries
// expected output: swiftc 6.3.1 (Linux), run on this machine
var shoppingList = ["Eggs", "Milk"]
shoppingList.append("Flour")
shoppingList += ["Baking Powder", "Chocolate Spread", "Cheese", "Butter"]
print("The list has \(shoppingList.count) items")
shoppingList[4...6] = ["Bananas", "Apples"]
shoppingList.insert("Maple Syrup", at: 0)
let removed = shoppingList.remove(at: 0)
print("Removed \(removed)")
for (index, item) in shoppingList.enumerated() {
    print("Item \(index + 1): \(item)")
}

var letters = Set<Character>()
letters.insert("a")
letters.insert("b")
letters.insert("a")
print("letters count: \(letters.count)")

let houseAnimals: Set = ["🐶", "🐱"]
let farmAnimals: Set = ["🐮", "🐔", "🐑", "🐶", "🐱"]
print("subset: \(houseAnimals.isSubset(of: farmAnimals))")
let odds: Set = [1, 3, 5, 7, 9]
let evens: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
print("union: \(odds.union(evens).sorted())")
print("intersection: \(odds.intersection(primes).sorted())")
print("subtracting: \(odds.subtracting(primes).sorted())")
print("symmetric: \(odds.symmetricDifference(primes).sorted())")

var airports = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
airports["LHR"] = "London"
if let old = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("Old DUB name: \(old)")
}
airports["LHR"] = "London Heathrow"
airports["APL"] = "Apple International"
airports["APL"] = nil
for code in airports.keys.sorted() {
    print("\(code): \(airports[code]!)")
}
let names = airports.values.sorted()
print(names)
print(airports["XYZ"] ?? "unknown airport")

var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 5
print(grid)
let nested = [[1, 2], [3], [4, 5, 6]]
print(nested.flatMap { $0 })
print(nested.map { $0.count })
let counts = Dictionary(grouping: ["apple", "avocado", "banana", "blueberry", "cherry"], by: { $0.first! })
for key in counts.keys.sorted() {
    print("\(key) -> \(counts[key]!)")
}
// expect: The list has 7 items
// expect: Removed Maple Syrup
// expect: Item 1: Eggs
// expect: Item 2: Milk
// expect: Item 3: Flour
// expect: Item 4: Baking Powder
// expect: Item 5: Bananas
// expect: Item 6: Apples
// expect: letters count: 2
// expect: subset: true
// expect: union: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: intersection: [3, 5, 7]
// expect: subtracting: [1, 9]
// expect: symmetric: [1, 2, 9]
// expect: Old DUB name: Dublin
// expect: DUB: Dublin Airport
// expect: LHR: London Heathrow
// expect: YYZ: Toronto Pearson
// expect: ["Dublin Airport", "London Heathrow", "Toronto Pearson"]
// expect: unknown airport
// expect: [[0, 0, 0], [0, 0, 5]]
// expect: [1, 2, 3, 4, 5, 6]
// expect: [2, 1, 3]
// expect: a -> ["apple", "avocado"]
// expect: b -> ["banana", "blueberry"]
// expect: c -> ["cherry"]
