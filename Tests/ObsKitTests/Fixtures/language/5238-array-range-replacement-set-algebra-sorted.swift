// Book style (Collection Types): array range replacement, set algebra with sorted output and dictionary updates
var shoppingList = ["Eggs", "Milk"]
shoppingList.append("Flour")
shoppingList += ["Baking Powder"]
shoppingList += ["Chocolate Spread", "Cheese", "Butter"]
print("The shopping list contains \(shoppingList.count) items.")
shoppingList[0] = "Six eggs"
shoppingList[4...6] = ["Bananas", "Apples"]
print(shoppingList)
shoppingList.insert("Maple Syrup", at: 0)
let mapleSyrup = shoppingList.remove(at: 0)
let apples = shoppingList.removeLast()
print(mapleSyrup, apples, shoppingList.count)
for (index, value) in shoppingList.enumerated() where index >= 2 {
    print("Item \(index + 1): \(value)")
}
var threeDoubles = Array(repeating: 0.0, count: 3)
let anotherThreeDoubles = Array(repeating: 2.5, count: 3)
threeDoubles += anotherThreeDoubles
print(threeDoubles)

var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
if let removedGenre = favoriteGenres.remove("Rock") { print("\(removedGenre)? I'm over it.") }
print(favoriteGenres.contains("Funk") ? "I get up on the good foot." : "It's too funky in here.")
print(favoriteGenres.insert("Jazz").inserted, favoriteGenres.insert("Jazz").inserted)
for genre in favoriteGenres.sorted() { print(genre, terminator: " ") }
print()
let oddDigits: Set = [1, 3, 5, 7, 9]
let evenDigits: Set = [0, 2, 4, 6, 8]
let singleDigitPrimeNumbers: Set = [2, 3, 5, 7]
print(oddDigits.union(evenDigits).sorted())
print(oddDigits.intersection(evenDigits).sorted())
print(oddDigits.subtracting(singleDigitPrimeNumbers).sorted())
print(oddDigits.symmetricDifference(singleDigitPrimeNumbers).sorted())
let houseAnimals: Set = ["🐶", "🐱"]
let farmAnimals: Set = ["🐮", "🐔", "🐑", "🐶", "🐱"]
let cityAnimals: Set = ["🐦", "🐭"]
print(houseAnimals.isSubset(of: farmAnimals), farmAnimals.isSuperset(of: houseAnimals), farmAnimals.isDisjoint(with: cityAnimals), houseAnimals.isStrictSubset(of: houseAnimals))

var airports = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
airports["LHR"] = "London"
airports["LHR"] = "London Heathrow"
if let oldValue = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("The old value for DUB was \(oldValue).")
}
airports["APL"] = "Apple International"
airports["APL"] = nil
if let removedValue = airports.removeValue(forKey: "DUB") { print("The removed airport's name is \(removedValue).") }
print(airports.updateValue("Sydney", forKey: "SYD") as Any)
for (code, name) in airports.sorted(by: { $0.key < $1.key }) { print("\(code): \(name)") }
let airportNames = [String](airports.values).sorted()
print(airportNames)
let grouped = Dictionary(grouping: ["apple", "avocado", "banana", "blueberry", "cherry"], by: { $0.first! })
print(grouped.keys.sorted().map { "\($0)=\(grouped[$0]!.count)" })

// expect: The shopping list contains 7 items.
// expect: ["Six eggs", "Milk", "Flour", "Baking Powder", "Bananas", "Apples"]
// expect: Maple Syrup Apples 5
// expect: Item 3: Flour
// expect: Item 4: Baking Powder
// expect: Item 5: Bananas
// expect: [0.0, 0.0, 0.0, 2.5, 2.5, 2.5]
// expect: Rock? I'm over it.
// expect: It's too funky in here.
// expect: true false
// expect: Classical Hip hop Jazz 
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: []
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true true true false
// expect: The old value for DUB was Dublin.
// expect: The removed airport's name is Dublin Airport.
// expect: nil
// expect: LHR: London Heathrow
// expect: SYD: Sydney
// expect: YYZ: Toronto Pearson
// expect: ["London Heathrow", "Sydney", "Toronto Pearson"]
// expect: ["a=2", "b=2", "c=1"]
