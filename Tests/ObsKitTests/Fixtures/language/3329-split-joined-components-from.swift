// Swift book style: split, joined, components from a CSV-like string without Foundation
let line = "name,age,,city"
let fields = line.split(separator: ",")
print(fields.count, fields)
let allFields = line.split(separator: ",", omittingEmptySubsequences: false)
print(allFields.count, allFields.map(String.init))
let limited = line.split(separator: ",", maxSplits: 1)
print(limited)
let csv = """
id,item,qty
1,apple,3
2,banana,12
3,cherry,7
"""
let rows = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
let header = rows[0]
print("columns: \(header.joined(separator: " | "))")
var total = 0
for row in rows.dropFirst() {
    let record = Dictionary(uniqueKeysWithValues: zip(header, row))
    total += Int(record["qty"]!)!
    print("\(record["item"]!.uppercased()) -> \(record["qty"]!)")
}
print("total qty: \(total)")
let sentence = "  the   quick brown   fox  "
let words = sentence.split(separator: " ")
print(words.joined(separator: " "))
print(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "-"))
print(["a", "b", "c"].joined())
print([["x", "y"], ["z"]].joined(separator: ["|"]).map { $0 })
let path = "/usr/local/bin/swift"
print(path.split(separator: "/").last!, path.split(separator: "/").dropLast().joined(separator: "/"))
// expect: 3 ["name", "age", "city"]
// expect: 4 ["name", "age", "", "city"]
// expect: ["name", "age,,city"]
// expect: columns: id | item | qty
// expect: APPLE -> 3
// expect: BANANA -> 12
// expect: CHERRY -> 7
// expect: total qty: 22
// expect: the quick brown fox
// expect: The-Quick-Brown-Fox
// expect: abc
// expect: ["x", "y", "|", "z"]
// expect: swift usr/local/bin
