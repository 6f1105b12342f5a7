// Swift Knowledge Base style (sorting and searching): custom sort orders, binary search, min/max by key, and partitioning an array
struct City {
    let name: String
    let population: Int
    let country: String
}

let cities = [
    City(name: "Lyon", population: 516, country: "FR"),
    City(name: "Porto", population: 232, country: "PT"),
    City(name: "Nice", population: 342, country: "FR"),
    City(name: "Braga", population: 193, country: "PT"),
    City(name: "Lille", population: 236, country: "FR"),
]

let byCountryThenPop = cities.sorted {
    if $0.country != $1.country { return $0.country < $1.country }
    return $0.population > $1.population
}
print(byCountryThenPop.map(\.name))
print(cities.sorted { $0.name.count < $1.name.count }.map(\.name))
print(cities.min { $0.population < $1.population }!.name, cities.max { $0.population < $1.population }!.name)

func binarySearch<T: Comparable>(_ items: [T], for target: T) -> Int? {
    var low = 0, high = items.count - 1
    while low <= high {
        let mid = (low + high) / 2
        if items[mid] == target { return mid }
        if items[mid] < target { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
}
let pops = cities.map(\.population).sorted()
print(pops, binarySearch(pops, for: 342) as Any, binarySearch(pops, for: 300) as Any)

var numbers = [9, 2, 7, 4, 5, 8, 1, 6, 3]
let pivot = numbers.partition { $0 > 5 }
print(numbers[..<pivot].sorted(), numbers[pivot...].sorted())

var words = ["banana", "Apple", "cherry", "apple", "Banana"]
words.sort()
print(words)
words.sort { $0.lowercased() == $1.lowercased() ? $0 < $1 : $0.lowercased() < $1.lowercased() }
print(words)
print(words.firstIndex(of: "cherry")!, words.lastIndex { $0.hasPrefix("b") || $0.hasPrefix("B") }!)
print([3, 1, 2].sorted(by: >), Array([5, 3, 8].reversed()), [1, 2, 3, 4].contains { $0 > 3 })

// expect: ["Lyon", "Nice", "Lille", "Porto", "Braga"]
// expect: ["Lyon", "Nice", "Porto", "Braga", "Lille"]
// expect: Braga Lyon
// expect: [193, 232, 236, 342, 516] Optional(3) nil
// expect: [1, 2, 3, 4, 5] [6, 7, 8, 9]
// expect: ["Apple", "Banana", "apple", "banana", "cherry"]
// expect: ["Apple", "apple", "Banana", "banana", "cherry"]
// expect: 4 3
// expect: [3, 2, 1] [8, 3, 5] true
