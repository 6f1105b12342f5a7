// sets for uniqueness: deduplicating, union/intersection/difference, subset checks, sorted printing (expected output from swiftc 6.3.1 on Linux)
let monday: Set = ["Ana", "Ben", "Cara", "Dev", "Eli"]
let tuesday: Set = ["Ben", "Dev", "Fay", "Gus"]
let wednesday: Set = ["Ana", "Ben", "Hal"]

func show(_ label: String, _ s: Set<String>) {
    print("\(label) (\(s.count)): \(s.sorted().joined(separator: ", "))")
}

show("Any day", monday.union(tuesday).union(wednesday))
show("Mon and Tue", monday.intersection(tuesday))
show("Only Mon", monday.subtracting(tuesday).subtracting(wednesday))
show("Mon xor Tue", monday.symmetricDifference(tuesday))
let everyDay = [monday, tuesday, wednesday].reduce(monday) { $0.intersection($1) }
show("Every day", everyDay)

print(Set(["Ana", "Ben"]).isSubset(of: wednesday))
print(wednesday.isSuperset(of: ["Hal"]))
print(monday.isDisjoint(with: ["Zed", "Yan"]))

var visitors = Set<String>()
let log = ["ip1", "ip2", "ip1", "ip3", "ip2", "ip4", "ip1"]
var firstVisits: [String] = []
for ip in log {
    let (inserted, _) = visitors.insert(ip)
    if inserted { firstVisits.append(ip) }
}
print("first visits in order: \(firstVisits)")
print("unique visitors: \(visitors.count)")
print("removed ip2: \(visitors.remove("ip2") ?? "none"), removed ip9: \(visitors.remove("ip9") ?? "none")")
print(visitors.contains("ip3"), visitors.sorted())

let numbers = [4, 8, 15, 16, 23, 42, 8, 15, 4]
let unique = Set(numbers)
print("has duplicates: \(unique.count != numbers.count)")
var seen = Set<Int>()
let duplicates = Set(numbers.filter { !seen.insert($0).inserted })
print("duplicates: \(duplicates.sorted())")

let text = "the cat and the hat and the bat"
let vocabulary = Set(text.split(separator: " ").map(String.init))
print("vocabulary: \(vocabulary.sorted())")
let letters = Set(text.filter { $0 != " " })
print("distinct letters: \(String(letters.sorted()))")
let evens = Set(stride(from: 0, through: 20, by: 2))
let threes = Set(stride(from: 0, through: 20, by: 3))
print("multiples of 6: \(evens.intersection(threes).sorted())")
print("min/max of set: \(evens.min()!) \(evens.max()!)")
// expect: Any day (8): Ana, Ben, Cara, Dev, Eli, Fay, Gus, Hal
// expect: Mon and Tue (2): Ben, Dev
// expect: Only Mon (2): Cara, Eli
// expect: Mon xor Tue (5): Ana, Cara, Eli, Fay, Gus
// expect: Every day (1): Ben
// expect: true
// expect: true
// expect: true
// expect: first visits in order: ["ip1", "ip2", "ip3", "ip4"]
// expect: unique visitors: 4
// expect: removed ip2: ip2, removed ip9: none
// expect: true ["ip1", "ip3", "ip4"]
// expect: has duplicates: true
// expect: duplicates: [4, 8, 15]
// expect: vocabulary: ["and", "bat", "cat", "hat", "the"]
// expect: distinct letters: abcdehnt
// expect: multiples of 6: [0, 6, 12, 18]
// expect: min/max of set: 0 20
