// Swift book style: Collection Types: arrays, sets, dictionaries and their operations
var shoppingList = ["Eggs", "Milk"]
print("The shopping list contains \(shoppingList.count) items.")
if shoppingList.isEmpty { print("empty") } else { print("The shopping list isn't empty.") }
shoppingList.append("Flour")
shoppingList += ["Baking Powder"]
shoppingList += ["Chocolate Spread", "Cheese", "Butter"]
shoppingList[0] = "Six eggs"
shoppingList[4...6] = ["Bananas", "Apples"]
print(shoppingList)
shoppingList.insert("Maple Syrup", at: 0)
let mapleSyrup = shoppingList.remove(at: 0)
let apples = shoppingList.removeLast()
print(mapleSyrup, apples, shoppingList.count)
print(shoppingList.enumerated().map { "\($0.offset + 1):\($0.element)" }.joined(separator: " "))

var threeDoubles = Array(repeating: 0.0, count: 3)
let anotherThree = Array(repeating: 2.5, count: 3)
threeDoubles += anotherThree
print(threeDoubles)

var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
favoriteGenres.insert("Jazz")
if let removedGenre = favoriteGenres.remove("Rock") {
    print("\(removedGenre)? I'm over it.")
}
print(favoriteGenres.contains("Funk") ? "I get up on the good foot." : "It's too funky in here.")
print(favoriteGenres.sorted())

let oddDigits: Set = [1, 3, 5, 7, 9]
let evenDigits: Set = [0, 2, 4, 6, 8]
let singleDigitPrimeNumbers: Set = [2, 3, 5, 7]
print(oddDigits.union(evenDigits).sorted())
print(oddDigits.subtracting(singleDigitPrimeNumbers).sorted())
print(oddDigits.symmetricDifference(singleDigitPrimeNumbers).sorted())

let houseAnimals: Set = ["🐶", "🐱"]
let farmAnimals: Set = ["🐮", "🐔", "🐑", "🐶", "🐱"]
let cityAnimals: Set = ["🐦", "🐭"]
print(houseAnimals.isSubset(of: farmAnimals), farmAnimals.isSuperset(of: houseAnimals), farmAnimals.isDisjoint(with: cityAnimals))

var airports: [String: String] = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
airports["LHR"] = "London"
airports["LHR"] = "London Heathrow"
if let oldValue = airports.updateValue("Dublin Airport", forKey: "DUB") {
    print("The old value for DUB was \(oldValue).")
}
if let airportName = airports["DUB"] {
    print("The name of the airport is \(airportName).")
}
airports["APL"] = "Apple International"
airports["APL"] = nil
if let removedValue = airports.removeValue(forKey: "DUB") {
    print("The removed airport's name is \(removedValue).")
}
for (code, name) in airports.sorted(by: { $0.key < $1.key }) {
    print("\(code): \(name)")
}
let airportCodes = [String](airports.keys).sorted()
print(airportCodes, airports["XXX", default: "unknown"])
var wordCounts: [String: Int] = [:]
for w in "the cat and the hat and the bat".split(separator: " ") { wordCounts[String(w), default: 0] += 1 }
print(wordCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: The shopping list contains 2 items.
// expect: The shopping list isn't empty.
// expect: ["Six eggs", "Milk", "Flour", "Baking Powder", "Bananas", "Apples"]
// expect: Maple Syrup Apples 5
// expect: 1:Six eggs 2:Milk 3:Flour 4:Baking Powder 5:Bananas
// expect: [0.0, 0.0, 0.0, 2.5, 2.5, 2.5]
// expect: Rock? I'm over it.
// expect: It's too funky in here.
// expect: ["Classical", "Hip hop", "Jazz"]
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true true true
// expect: The old value for DUB was Dublin.
// expect: The name of the airport is Dublin Airport.
// expect: The removed airport's name is Dublin Airport.
// expect: LHR: London Heathrow
// expect: YYZ: Toronto Pearson
// expect: ["LHR", "YYZ"] unknown
// expect: ["the=3", "and=2", "bat=1", "cat=1", "hat=1"]
