// Swift Apprentice style (higher-order functions): map, filter, reduce, compactMap, flatMap over a prices list and a roster
import Foundation
let prices = [1.5, 10, 4.99, 2.30, 8.19]
let largePrices = prices.filter { $0 > 5 }
let salePrices = prices.map { $0 * 0.9 }
print(largePrices)
print(salePrices.map { String(format: "%.2f", $0) })
let sum = prices.reduce(0, +)
print(String(format: "%.2f", sum))

let userInput = ["0", "11", "haha", "42"]
let numbers = userInput.compactMap { Int($0) }
print(numbers)
let numbersWithNil = userInput.map { Int($0) }
print(numbersWithNil)

let stock = [1.5: 5, 10.0: 2, 4.99: 20, 2.30: 5, 8.19: 30]
let stockSum = stock.reduce(0.0) { $0 + $1.key * Double($1.value) }
print(String(format: "%.2f", stockSum))

let farmAnimals = ["🐎": 5, "🐄": 10, "🐑": 50, "🐶": 1]
let allAnimals = farmAnimals.sorted { $0.key < $1.key }.reduce(into: []) { (result: inout [String], entry) in
    for _ in 0..<min(entry.value, 2) { result.append(entry.key) }
}
print(allAnimals)

let names = ["Sam", "Alexandra", "Ray", "Nadia", "Kim"]
let concatenated = names.reduce("") { $0 + $1 }
print(concatenated)
let longNames = names.filter { $0.count > 4 }.reduce("") { $0.isEmpty ? $1 : $0 + ", " + $1 }
print(longNames)

let namesAndAges = ["Sam": 16, "Alexandra": 19, "Ray": 21, "Nadia": 12]
let underAge = namesAndAges.filter { $0.value < 18 }.keys.sorted()
let adults = namesAndAges.filter { $0.value >= 18 }.map { $0.key }.sorted()
print(underAge, adults)

let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.flatMap { $0 }, nested.map { $0.count })
let chars = ["ab", "cd"].flatMap { Array($0) }
print(chars)
let optionalNumbers: [Int?] = [1, nil, 3]
print(optionalNumbers.compactMap { $0 }.map { $0 * 10 })
let chained = (1...20).filter { $0 % 3 == 0 }.map { $0 * $0 }.reduce(0, +)
print(chained)
print((1...5).reduce(1, *), (1...4).map(String.init).joined(separator: "-"))
let firstBig = prices.first(where: { $0 > 4 })
print(firstBig ?? 0, prices.allSatisfy { $0 > 1 }, prices.lazy.map { $0 * 2 }.first!)

// expect: [10.0, 8.19]
// expect: ["1.35", "9.00", "4.49", "2.07", "7.37"]
// expect: 26.98
// expect: [0, 11, 42]
// expect: [Optional(0), Optional(11), nil, Optional(42)]
// expect: 384.50
// expect: ["🐄", "🐄", "🐎", "🐎", "🐑", "🐑", "🐶"]
// expect: SamAlexandraRayNadiaKim
// expect: Alexandra, Nadia
// expect: ["Nadia", "Sam"] ["Alexandra", "Ray"]
// expect: [1, 2, 3, 4, 5, 6] [2, 1, 0, 3]
// expect: ["a", "b", "c", "d"]
// expect: [10, 30]
// expect: 819
// expect: 120 1-2-3-4
// expect: 10.0 true 3.0
