// Swift book style: Collection Types + Control Flow - arrays, set operations, dictionary iteration in sorted order
var someInts: [Int] = []
print("someInts is of type [Int] with \(someInts.count) items.")
someInts.append(3)
someInts = []
print(someInts.isEmpty)
let threeDoubles = Array(repeating: 0.0, count: 3)
let anotherThreeDoubles = Array(repeating: 2.5, count: 3)
let sixDoubles = threeDoubles + anotherThreeDoubles
print(sixDoubles)

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
print(mapleSyrup, shoppingList.first ?? "none")
let apples = shoppingList.removeLast()
print(apples, shoppingList.count)
for (index, value) in shoppingList.enumerated() {
    print("Item \(index + 1): \(value)")
}

var letters = Set<Character>()
letters.insert("a")
print("letters contains \(letters.count) item")
letters = []
var favoriteGenres: Set<String> = ["Rock", "Classical", "Hip hop"]
if let removedGenre = favoriteGenres.remove("Rock") {
    print("\(removedGenre)? I'm over it.")
}
print(favoriteGenres.contains("Funk") ? "I get up on the good foot." : "It's too funky in here.")
for genre in favoriteGenres.sorted() { print(genre) }

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
print(houseAnimals.isSubset(of: farmAnimals))
print(farmAnimals.isSuperset(of: houseAnimals))
print(farmAnimals.isDisjoint(with: cityAnimals))
print(houseAnimals.isStrictSubset(of: farmAnimals), houseAnimals.isStrictSubset(of: houseAnimals))

var airports: [String: String] = ["YYZ": "Toronto Pearson", "DUB": "Dublin"]
print("The airports dictionary contains \(airports.count) items.")
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
} else {
    print("The airports dictionary doesn't contain a value for DUB.")
}
airports["SFO"] = "San Francisco"
for (airportCode, airportName) in airports.sorted(by: { $0.key < $1.key }) {
    print("\(airportCode): \(airportName)")
}
let airportCodes = [String](airports.keys).sorted()
print(airportCodes)
let airportNames = airports.values.sorted()
print(airportNames)

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
var byLetter: [Character: [String]] = [:]
for w in words {
    byLetter[w.first!, default: []].append(w)
}
for key in byLetter.keys.sorted() {
    print("\(key) -> \(byLetter[key]!.joined(separator: ","))")
}
let counts = Dictionary(grouping: words, by: { $0.count })
for (len, group) in counts.sorted(by: { $0.key < $1.key }) {
    print(len, group.sorted())
}

// expect: someInts is of type [Int] with 0 items.
// expect: true
// expect: [0.0, 0.0, 0.0, 2.5, 2.5, 2.5]
// expect: The shopping list contains 7 items.
// expect: ["Six eggs", "Milk", "Flour", "Baking Powder", "Bananas", "Apples"]
// expect: Maple Syrup Six eggs
// expect: Apples 5
// expect: Item 1: Six eggs
// expect: Item 2: Milk
// expect: Item 3: Flour
// expect: Item 4: Baking Powder
// expect: Item 5: Bananas
// expect: letters contains 1 item
// expect: Rock? I'm over it.
// expect: It's too funky in here.
// expect: Classical
// expect: Hip hop
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: []
// expect: [1, 9]
// expect: [1, 2, 9]
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: The airports dictionary contains 2 items.
// expect: The old value for DUB was Dublin.
// expect: The name of the airport is Dublin Airport.
// expect: The removed airport's name is Dublin Airport.
// expect: LHR: London Heathrow
// expect: SFO: San Francisco
// expect: YYZ: Toronto Pearson
// expect: ["LHR", "SFO", "YYZ"]
// expect: ["London Heathrow", "San Francisco", "Toronto Pearson"]
// expect: a -> apple,avocado,apricot
// expect: b -> banana,blueberry
// expect: c -> cherry
// expect: 5 ["apple"]
// expect: 6 ["banana", "cherry"]
// expect: 7 ["apricot", "avocado"]
// expect: 9 ["blueberry"]
