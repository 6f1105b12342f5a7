// App code style: library catalog search with Set algebra over tags and sorted results
struct Book: Hashable {
    let title: String
    let author: String
    let year: Int
    let tags: Set<String>
}

let catalog = [
    Book(title: "Dune", author: "Herbert", year: 1965, tags: ["scifi", "classic", "desert"]),
    Book(title: "Neuromancer", author: "Gibson", year: 1984, tags: ["scifi", "cyberpunk"]),
    Book(title: "Emma", author: "Austen", year: 1815, tags: ["classic", "romance"]),
    Book(title: "Hyperion", author: "Simmons", year: 1989, tags: ["scifi", "pilgrimage"]),
    Book(title: "Persuasion", author: "Austen", year: 1817, tags: ["classic", "romance", "navy"]),
]

func books(withAll tags: Set<String>) -> [String] {
    catalog.filter { tags.isSubset(of: $0.tags) }.map(\.title).sorted()
}
func books(withAny tags: Set<String>) -> [String] {
    catalog.filter { !$0.tags.isDisjoint(with: tags) }.map(\.title).sorted()
}
print(books(withAll: ["scifi"]))
print(books(withAll: ["classic", "romance"]))
print(books(withAny: ["cyberpunk", "navy"]))
print(books(withAll: []).count)
let allTags = catalog.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
print(allTags.sorted())
let common = catalog.dropFirst().reduce(catalog[0].tags) { $0.intersection($1.tags) }
print("common to all: \(common.sorted())")
let tagCounts = catalog.flatMap(\.tags).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(tagCounts.filter { $0.value > 1 }.keys.sorted())
let austen = Set(catalog.filter { $0.author == "Austen" })
let classics = Set(catalog.filter { $0.tags.contains("classic") })
print(classics.subtracting(austen).map(\.title))
print(austen.isStrictSubset(of: classics))
let byDecade = Dictionary(grouping: catalog) { $0.year / 10 * 10 }
for decade in byDecade.keys.sorted() {
    print("\(decade)s: \(byDecade[decade]!.map(\.title).sorted().joined(separator: ", "))")
}
let oldest = catalog.min { $0.year < $1.year }!
print("oldest: \(oldest.title) by \(oldest.author)")
// expect: ["Dune", "Hyperion", "Neuromancer"]
// expect: ["Emma", "Persuasion"]
// expect: ["Neuromancer", "Persuasion"]
// expect: 5
// expect: ["classic", "cyberpunk", "desert", "navy", "pilgrimage", "romance", "scifi"]
// expect: common to all: []
// expect: ["classic", "romance", "scifi"]
// expect: ["Dune"]
// expect: true
// expect: 1810s: Emma, Persuasion
// expect: 1960s: Dune
// expect: 1980s: Hyperion, Neuromancer
// expect: oldest: Emma by Austen
