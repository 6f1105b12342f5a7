// map, compactMap, flatMap, filter, reduce
let strings = ["1", "2", "three", "4"]
print(strings.map { $0.count })
print(strings.compactMap { Int($0) })
print(strings.compactMap(Int.init).reduce(0, +))
print([[1, 2], [3], []].flatMap { $0 })
print([1, 2, 3, 4, 5, 6].filter { $0.isMultiple(of: 2) })
print([1, 2, 3].reduce("") { $0 + String($1) })
print(["a", "b"].reduce(into: [String]()) { acc, x in acc.append(x + x) })
let prices = [2.5, 1.0, 4.0]
print(prices.map { $0 * 2 })
print(prices.reduce(0, +))
let opts: [Int?] = [1, nil, 3]
print(opts.compactMap { $0 })
print(opts.count)

// expect: [1, 1, 5, 1]
// expect: [1, 2, 4]
// expect: 7
// expect: [1, 2, 3]
// expect: [2, 4, 6]
// expect: 123
// expect: ["aa", "bb"]
// expect: [5.0, 2.0, 8.0]
// expect: 7.5
// expect: [1, 3]
// expect: 3
