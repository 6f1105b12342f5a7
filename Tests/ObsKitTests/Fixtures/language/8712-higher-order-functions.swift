// Tutorial style (100 Days of Swift, functional tools): map, compactMap, flatMap, reduce(into:), sorted(by:)
struct Recipe {
    let name: String
    let minutes: Int
    let tags: [String]
}

let recipes = [
    Recipe(name: "Pancakes", minutes: 20, tags: ["breakfast", "sweet"]),
    Recipe(name: "Omelette", minutes: 10, tags: ["breakfast", "quick"]),
    Recipe(name: "Curry", minutes: 45, tags: ["dinner", "spicy"]),
    Recipe(name: "Salad", minutes: 10, tags: ["lunch", "quick"]),
    Recipe(name: "Chili", minutes: 60, tags: ["dinner", "spicy"]),
]

let names = recipes.map { $0.name }
print(names)

let rawTimes = ["15", "abc", "30", "", "5"]
let times = rawTimes.compactMap(Int.init)
print("Parsed times: \(times)")

let allTags = recipes.flatMap { $0.tags }
print("Tag count: \(allTags.count)")

let tagCounts = allTags.reduce(into: [String: Int]()) { counts, tag in
    counts[tag, default: 0] += 1
}
for tag in tagCounts.keys.sorted() {
    print("  \(tag): \(tagCounts[tag]!)")
}

let byTime = recipes.sorted { a, b in
    a.minutes == b.minutes ? a.name < b.name : a.minutes < b.minutes
}
print(byTime.map { "\($0.name)(\($0.minutes))" }.joined(separator: " "))

let totalMinutes = recipes.reduce(0) { $0 + $1.minutes }
print("Total: \(totalMinutes) min")

let quickNames = recipes.filter { $0.tags.contains("quick") }.map(\.name)
print("Quick: \(quickNames)")

let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.flatMap { $0 })
let optionals: [Int?] = [1, nil, 3]
print(optionals.compactMap { $0 })
print(optionals.map { $0 ?? 0 })

let firstSlow = recipes.first { $0.minutes > 30 }
print(firstSlow?.name ?? "none")
print(recipes.contains { $0.minutes < 5 })
print(recipes.allSatisfy { !$0.tags.isEmpty })

// expect: ["Pancakes", "Omelette", "Curry", "Salad", "Chili"]
// expect: Parsed times: [15, 30, 5]
// expect: Tag count: 10
// expect:   breakfast: 2
// expect:   dinner: 2
// expect:   lunch: 1
// expect:   quick: 2
// expect:   spicy: 2
// expect:   sweet: 1
// expect: Omelette(10) Salad(10) Pancakes(20) Curry(45) Chili(60)
// expect: Total: 145 min
// expect: Quick: ["Omelette", "Salad"]
// expect: [1, 2, 3, 4, 5, 6]
// expect: [1, 3]
// expect: [1, 0, 3]
// expect: Curry
// expect: false
// expect: true
