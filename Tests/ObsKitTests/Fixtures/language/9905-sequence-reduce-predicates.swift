// Apple docs style (Sequence): reduce, predicates, min/max and searching
let numbers = [1, 2, 3, 4]
let numberSum = numbers.reduce(0, { x, y in x + y })
print("reduce sum:", numberSum)
print("reduce product:", numbers.reduce(1, *))

let letters = "abracadabra"
let letterCount = letters.reduce(into: [:]) { counts, letter in
    counts[letter, default: 0] += 1
}
print("letter counts:", letterCount.keys.sorted().map { "\($0):\(letterCount[$0]!)" })

let runningTotals = numbers.reduce(into: [Int]()) { acc, n in acc.append((acc.last ?? 0) + n) }
print("running totals:", runningTotals)

let temps = [22.5, 19.0, 25.25, 18.75, 30.0]
print("first(where: > 24):", temps.first(where: { $0 > 24 }) ?? .nan)
print("last(where: < 20):", temps.last(where: { $0 < 20 }) ?? .nan)
print("contains(where: > 29):", temps.contains(where: { $0 > 29 }))
print("allSatisfy > 10:", temps.allSatisfy { $0 > 10 })
print("allSatisfy on empty:", [Int]().allSatisfy { $0 > 100 })

struct City { let name: String; let population: Int }
let cities = [
    City(name: "Accra", population: 2_500_000),
    City(name: "Kumasi", population: 3_300_000),
    City(name: "Tamale", population: 370_000),
    City(name: "Cape Coast", population: 170_000),
]
let largest = cities.max(by: { $0.population < $1.population })!
let smallest = cities.min(by: { $0.population < $1.population })!
print("largest:", largest.name, "smallest:", smallest.name)
let longestName = cities.max { $0.name.count < $1.name.count }!
print("longest name:", longestName.name)

print("sorted by population:", cities.sorted { $0.population > $1.population }.map(\.name))
print("min/max plain:", numbers.min()!, numbers.max()!, [String]().min() ?? "none")

let hues = ["Heliotrope": 296, "Coral": 16, "Aquamarine": 156]
let leastHue = hues.min { a, b in a.value < b.value }
print("least hue:", leastHue!.key, leastHue!.value)

let firstIndexBig = temps.firstIndex(where: { $0 >= 25 })
print("firstIndex(where:):", firstIndexBig ?? -1)
print("count(where:) via filter:", cities.filter { $0.population > 1_000_000 }.count)
let totalPop = cities.reduce(0) { $0 + $1.population }
print("total population:", totalPop)
let concatenated = cities.map(\.name).reduce("") { $0.isEmpty ? $1 : $0 + ", " + $1 }
print("names:", concatenated)
print("contains Tamale:", cities.contains { $0.name == "Tamale" })
print("elementsEqual:", numbers.elementsEqual([1, 2, 3, 4]), numbers.elementsEqual(1...3))
print("starts(with:):", numbers.starts(with: [1, 2]), "abc".starts(with: "ac"))
print("lexicographicallyPrecedes:", [1, 2, 3].lexicographicallyPrecedes([1, 3]))
// expect: reduce sum: 10
// expect: reduce product: 24
// expect: letter counts: ["a:5", "b:2", "c:1", "d:1", "r:2"]
// expect: running totals: [1, 3, 6, 10]
// expect: first(where: > 24): 25.25
// expect: last(where: < 20): 18.75
// expect: contains(where: > 29): true
// expect: allSatisfy > 10: true
// expect: allSatisfy on empty: true
// expect: largest: Kumasi smallest: Cape Coast
// expect: longest name: Cape Coast
// expect: sorted by population: ["Kumasi", "Accra", "Tamale", "Cape Coast"]
// expect: min/max plain: 1 4 none
// expect: least hue: Coral 16
// expect: firstIndex(where:): 2
// expect: count(where:) via filter: 2
// expect: total population: 6340000
// expect: names: Accra, Kumasi, Tamale, Cape Coast
// expect: contains Tamale: true
// expect: elementsEqual: true false
// expect: starts(with:): true false
// expect: lexicographicallyPrecedes: true
