// App code style: contacts grouped into alphabetical sections with Dictionary(grouping:), merges and sorted headers
struct Contact {
    let first: String
    let last: String
    let company: String?
    let favorite: Bool
    var fullName: String { "\(first) \(last)" }
    var sectionKey: String {
        guard let letter = last.first, letter.isLetter else { return "#" }
        return String(letter).uppercased()
    }
}

let contacts = [
    Contact(first: "Zoe", last: "adams", company: "Acme", favorite: true),
    Contact(first: "Ben", last: "Baker", company: nil, favorite: false),
    Contact(first: "Ann", last: "Abbott", company: "Initech", favorite: false),
    Contact(first: "Cal", last: "9Lives", company: nil, favorite: false),
    Contact(first: "Dee", last: "Brown", company: "Acme", favorite: true),
    Contact(first: "Eli", last: "Émile", company: "Globex", favorite: false),
    Contact(first: "Fay", last: "Evans", company: "Initech", favorite: false),
    Contact(first: "Gus", last: "Baker", company: "Acme", favorite: false),
]

let sections = Dictionary(grouping: contacts, by: \.sectionKey)
let headers = sections.keys.sorted { lhs, rhs in
    if lhs == "#" { return false }
    if rhs == "#" { return true }
    return lhs < rhs
}
for header in headers {
    let rows = sections[header]!.sorted { ($0.last.lowercased(), $0.first) < ($1.last.lowercased(), $1.first) }
    print("[\(header)] " + rows.map { ($0.favorite ? "★" : "") + $0.fullName }.joined(separator: " · "))
}
print("index:", headers.joined())

let sectionSizes = sections.mapValues(\.count)
print(sectionSizes.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))

let byCompany = Dictionary(grouping: contacts.filter { $0.company != nil }, by: { $0.company! })
    .mapValues { $0.map(\.first).sorted() }
for company in byCompany.keys.sorted() {
    print(company, byCompany[company]!)
}
let noCompany = contacts.filter { $0.company == nil }.map(\.first)
print("freelancers:", noCompany)

let favoritesFirst = contacts.sorted { a, b in
    if a.favorite != b.favorite { return a.favorite }
    return a.fullName < b.fullName
}
print(favoritesFirst.prefix(4).map(\.fullName))

let counts = contacts.reduce(into: [String: Int]()) { $0[$1.last, default: 0] += 1 }
let duplicates = counts.filter { $0.value > 1 }.keys.sorted()
print("shared last names:", duplicates)

var phoneBook = Dictionary(uniqueKeysWithValues: [("Ann", "555-0101"), ("Ben", "555-0102")])
let imported = [("Ben", "555-9999"), ("Cal", "555-0103")]
phoneBook.merge(imported) { current, _ in current }
print(phoneBook.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
phoneBook.merge(["Ann": "555-7777"]) { _, new in new }
let lastWins = Dictionary([("x", 1), ("y", 2), ("x", 3)], uniquingKeysWith: +)
print(phoneBook["Ann"]!, lastWins.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
let initials = Dictionary(grouping: contacts.map(\.first), by: { $0.first! })
print(initials.keys.sorted().map { "\($0)" }.joined(), initials.values.map(\.count).reduce(0, +))

// expect: [A] Ann Abbott · ★Zoe adams
// expect: [B] Ben Baker · Gus Baker · ★Dee Brown
// expect: [E] Fay Evans
// expect: [É] Eli Émile
// expect: [#] Cal 9Lives
// expect: index: ABEÉ#
// expect: #1 A2 B3 E1 É1
// expect: Acme ["Dee", "Gus", "Zoe"]
// expect: Globex ["Eli"]
// expect: Initech ["Ann", "Fay"]
// expect: freelancers: ["Ben", "Cal"]
// expect: ["Dee Brown", "Zoe adams", "Ann Abbott", "Ben Baker"]
// expect: shared last names: ["Baker"]
// expect: ["Ann=555-0101", "Ben=555-0102", "Cal=555-0103"]
// expect: 555-7777 ["x4", "y2"]
// expect: ABCDEFGZ 8
