// Dictionary: lookup, update, remove, default values, counts (single-entry printing only)
var ages: [String: Int] = ["ann": 30]
print(ages)
print(ages["ann"] as Any)
print(ages["bob"] as Any)
print(ages["bob", default: 0])
ages["bob"] = 25
ages["ann"]! += 1
print(ages.count)
print(ages["ann"]!)
let old = ages.updateValue(40, forKey: "bob")
print(old as Any)
ages["ann"] = nil
print(ages)
print(ages.removeValue(forKey: "zed") as Any)
var counts: [Character: Int] = [:]
for ch in "banana" { counts[ch, default: 0] += 1 }
print(counts.keys.sorted())
print(counts["a"]!, counts["n"]!, counts["b"]!)
print(ages.isEmpty, [String: Int]().isEmpty)
let grouped = Dictionary(grouping: [1, 2, 3, 4, 5], by: { $0 % 2 == 0 })
print(grouped[true]!, grouped[false]!)
print(ages.map { "\($0.key)=\($0.value)" })

// expect: ["ann": 30]
// expect: Optional(30)
// expect: nil
// expect: 0
// expect: 2
// expect: 31
// expect: Optional(25)
// expect: ["bob": 40]
// expect: nil
// expect: ["a", "b", "n"]
// expect: 3 2 1
// expect: false true
// expect: [2, 4] [1, 3, 5]
// expect: ["bob=40"]
