// Course style (collections drill): 2D arrays, set operations sorted, dictionary grouping
let seating = [
    ["Ana", "Ben", "Cal"],
    ["Delia", "Eli"],
    ["Fay", "Gus", "Hallie", "Ivy"],
]

for (row, people) in seating.enumerated() {
    print("Row \(row + 1): \(people.joined(separator: " | "))")
}
let everyone = seating.flatMap { $0 }
print("Total seated: \(everyone.count)")
print("Second row, last seat: \(seating[1].last ?? "-")")
let longestRow = seating.indices.max { seating[$0].count < seating[$1].count }!
print("Longest row is \(longestRow + 1)")

let chessClub: Set = ["Ana", "Cal", "Eli", "Gus", "Zed"]
let artClub: Set = ["Ben", "Cal", "Fay", "Gus", "Yan"]

print("Both clubs: \(chessClub.intersection(artClub).sorted())")
print("Either club: \(chessClub.union(artClub).sorted())")
print("Chess only: \(chessClub.subtracting(artClub).sorted())")
print("Exactly one: \(chessClub.symmetricDifference(artClub).sorted())")
print("No club: \(Set(everyone).subtracting(chessClub.union(artClub)).sorted())")
print("Is {Cal, Gus} subset of chess? \(Set(["Cal", "Gus"]).isSubset(of: chessClub))")
print("Disjoint? \(chessClub.isDisjoint(with: artClub))")

let grouped = Dictionary(grouping: everyone) { $0.first! }
let vowelsFirst = grouped.keys.filter { "AEIOU".contains($0) }.sorted()
print("Names starting with a vowel: \(vowelsFirst.map { String($0) })")

let byLength = Dictionary(grouping: everyone, by: { $0.count })
for len in byLength.keys.sorted() {
    print("\(len) letters: \(byLength[len]!.count) names")
}

var scores = ["Ana": 12, "Ben": 7, "Cal": 15]
scores["Dee"] = 9
scores["Ben"] = nil
scores.merge(["Ana": 3, "Eli": 11]) { old, new in old + new }
let sortedScores = scores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
print("Scores: \(sortedScores.joined(separator: ", "))")
print("Max: \(scores.values.max()!), keys with >10: \(scores.filter { $0.value > 10 }.keys.sorted())")

// expect: Row 1: Ana | Ben | Cal
// expect: Row 2: Delia | Eli
// expect: Row 3: Fay | Gus | Hallie | Ivy
// expect: Total seated: 9
// expect: Second row, last seat: Eli
// expect: Longest row is 3
// expect: Both clubs: ["Cal", "Gus"]
// expect: Either club: ["Ana", "Ben", "Cal", "Eli", "Fay", "Gus", "Yan", "Zed"]
// expect: Chess only: ["Ana", "Eli", "Zed"]
// expect: Exactly one: ["Ana", "Ben", "Eli", "Fay", "Yan", "Zed"]
// expect: No club: ["Delia", "Hallie", "Ivy"]
// expect: Is {Cal, Gus} subset of chess? true
// expect: Disjoint? false
// expect: Names starting with a vowel: ["A", "E", "I"]
// expect: 3 letters: 7 names
// expect: 5 letters: 1 names
// expect: 6 letters: 1 names
// expect: Scores: Ana=15, Cal=15, Dee=9, Eli=11
// expect: Max: 15, keys with >10: ["Ana", "Cal", "Eli"]
