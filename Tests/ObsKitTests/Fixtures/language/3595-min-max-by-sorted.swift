// Swift book style: min/max(by:), sorted(by:), and sorting stability with ties
struct City { let name: String; let pop: Int }
let cities = [
    City(name: "Oslo", pop: 700),
    City(name: "Lima", pop: 9700),
    City(name: "Bern", pop: 130),
    City(name: "Kyiv", pop: 2900),
    City(name: "Rome", pop: 2800),
]
print(cities.min(by: { $0.pop < $1.pop })!.name)
print(cities.max(by: { $0.pop < $1.pop })!.name)
print(cities.max(by: { $0.name < $1.name })!.name)
print(cities.sorted(by: { $0.pop > $1.pop }).map(\.name))
print(cities.sorted { $0.name < $1.name }.map(\.name))
let nums = [5, -3, 8, 0, -9, 2]
print(nums.min()!, nums.max()!)
print(nums.max(by: { abs($0) < abs($1) })!)
print(nums.sorted(), nums.sorted(by: >))
print(nums.sorted { abs($0) < abs($1) })
let words = ["pear", "fig", "apple", "kiwi", "date", "plum"]
print(words.sorted { $0.count < $1.count })
print(words.min(by: { $0.count < $1.count })!, words.max(by: { $0.count < $1.count })!)
print([Int]().min() as Any, [String]().max() as Any)
print(min(3, 1, 2), max("b", "a", "c"))
var mutable = words
mutable.sort(by: { ($0.count, $0) < ($1.count, $1) })
print(mutable)

// expect: Bern
// expect: Lima
// expect: Rome
// expect: ["Lima", "Kyiv", "Rome", "Oslo", "Bern"]
// expect: ["Bern", "Kyiv", "Lima", "Oslo", "Rome"]
// expect: -9 8
// expect: -9
// expect: [-9, -3, 0, 2, 5, 8] [8, 5, 2, 0, -3, -9]
// expect: [0, 2, -3, 5, 8, -9]
// expect: ["fig", "pear", "kiwi", "date", "plum", "apple"]
// expect: fig apple
// expect: nil nil
// expect: 1 c
// expect: ["fig", "date", "kiwi", "pear", "plum", "apple"]
