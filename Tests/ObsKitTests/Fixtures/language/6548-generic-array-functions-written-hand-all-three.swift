// Functional Swift style (map, filter and reduce from scratch): generic array functions written by hand and then all three expressed through reduce
func myMap<A, B>(_ xs: [A], _ f: (A) -> B) -> [B] {
    var result: [B] = []
    for x in xs { result.append(f(x)) }
    return result
}

func myFilter<A>(_ xs: [A], _ p: (A) -> Bool) -> [A] {
    var result: [A] = []
    for x in xs where p(x) { result.append(x) }
    return result
}

func myReduce<A, R>(_ xs: [A], _ initial: R, _ combine: (R, A) -> R) -> R {
    var acc = initial
    for x in xs { acc = combine(acc, x) }
    return acc
}

func mapViaReduce<A, B>(_ xs: [A], _ f: (A) -> B) -> [B] {
    myReduce(xs, []) { $0 + [f($1)] }
}
func filterViaReduce<A>(_ xs: [A], _ p: (A) -> Bool) -> [A] {
    myReduce(xs, []) { p($1) ? $0 + [$1] : $0 }
}
func flattenViaReduce<A>(_ xss: [[A]]) -> [A] {
    myReduce(xss, [], +)
}
func scan<A, R>(_ xs: [A], _ initial: R, _ f: (R, A) -> R) -> [R] {
    myReduce(xs, [initial]) { acc, x in acc + [f(acc.last!, x)] }
}
func quicksort<A: Comparable>(_ xs: [A]) -> [A] {
    guard let pivot = xs.first else { return [] }
    let rest = xs.dropFirst()
    return quicksort(rest.filter { $0 < pivot }) + [pivot] + quicksort(rest.filter { $0 >= pivot })
}

let xs = [4, 8, 15, 16, 23, 42]
print(myMap(xs) { $0 * 2 }, mapViaReduce(xs) { $0 * 2 } == myMap(xs) { $0 * 2 })
print(myFilter(xs) { $0 % 2 == 1 }, filterViaReduce(xs) { $0 > 15 })
print(myReduce(xs, 0, +), myReduce(xs, "") { $0 + String($1) })
print(flattenViaReduce([[1], [2, 3], [], [4]]))
print(scan(xs, 0, +))
print(scan(["a", "b", "c"], "") { $0 + $1 })
print(quicksort([5, 3, 9, 1, 5, 7, 2]), quicksort(["pear", "fig", "apple"]))

struct City { let name: String; let population: Int }
let cities = [City(name: "Paris", population: 2141), City(name: "Madrid", population: 3223),
              City(name: "Amsterdam", population: 827), City(name: "Berlin", population: 3562)]
let report = myReduce(myMap(myFilter(cities) { $0.population > 1000 }) { "\($0.name): \($0.population * 1000)" }, "City: Population") { $0 + "\n" + $1 }
print(report)

// expect: [8, 16, 30, 32, 46, 84] true
// expect: [15, 23] [16, 23, 42]
// expect: 108 4815162342
// expect: [1, 2, 3, 4]
// expect: [0, 4, 12, 27, 43, 66, 108]
// expect: ["", "a", "ab", "abc"]
// expect: [1, 2, 3, 5, 5, 7, 9] ["apple", "fig", "pear"]
// expect: City: Population
// expect: Paris: 2141000
// expect: Madrid: 3223000
// expect: Berlin: 3562000
