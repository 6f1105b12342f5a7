// Compiler test style: Hashable enums as Set elements and Dictionary keys with sorted output
enum Fruit: String, CaseIterable, Hashable {
  case apple, banana, cherry, date
}
enum Key: Hashable {
  case id(Int)
  case name(String)
}

let basket: [Fruit] = [.apple, .banana, .apple, .cherry, .apple, .banana]
var counts: [Fruit: Int] = [:]
for f in basket { counts[f, default: 0] += 1 }
for f in Fruit.allCases {
  print(f.rawValue, counts[f] ?? 0)
}
let set = Set(basket)
print(set.count, set.contains(.date))
print(set.map { $0.rawValue }.sorted())
let missing = Set(Fruit.allCases).subtracting(set)
print(missing.map { $0.rawValue }.sorted())

var table: [Key: String] = [.id(1): "one", .name("x"): "ex"]
table[.id(2)] = "two"
table[.name("x")] = "EX"
print(table.count)
print(table[.id(1)] ?? "-", table[.name("x")] ?? "-", table[.id(3)] ?? "-")
let keys = table.keys.map { k -> String in
  switch k {
  case .id(let i): return "id:\(i)"
  case .name(let n): return "name:\(n)"
  }
}.sorted()
print(keys)
print(Key.id(1).hashValue == Key.id(1).hashValue)
// expect: apple 3
// expect: banana 2
// expect: cherry 1
// expect: date 0
// expect: 3 false
// expect: ["apple", "banana", "cherry"]
// expect: ["date"]
// expect: 3
// expect: one EX -
// expect: ["id:1", "id:2", "name:x"]
// expect: true
