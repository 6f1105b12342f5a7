// App code style: contact list with sorting by multiple keys, searching and initials
struct Contact: CustomStringConvertible {
    let first: String
    let last: String
    let city: String
    var initials: String { "\(first.first!)\(last.first!)" }
    var description: String { "\(last), \(first) (\(city))" }
}

let contacts = [
    Contact(first: "Maya", last: "Lopez", city: "Austin"),
    Contact(first: "Omar", last: "Haddad", city: "Boston"),
    Contact(first: "Lena", last: "Lopez", city: "Boston"),
    Contact(first: "Ivan", last: "Petrov", city: "Austin"),
    Contact(first: "Zoe", last: "Adams", city: "Chicago"),
    Contact(first: "Adam", last: "Haddad", city: "Austin"),
]

let sorted = contacts.sorted { ($0.last, $0.first) < ($1.last, $1.first) }
for c in sorted { print(c) }
print(contacts.map(\.initials).joined(separator: " "))

func search(_ query: String) -> [Contact] {
    let q = query.lowercased()
    return contacts.filter { $0.first.lowercased().hasPrefix(q) || $0.last.lowercased().hasPrefix(q) }
}
print(search("l").map(\.first))
print(search("ad").map(\.description))
print(search("x").isEmpty)
let cities = Dictionary(grouping: contacts, by: \.city).mapValues { $0.count }
for (city, n) in cities.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
    print("\(city): \(n)")
}
let families = Set(contacts.map(\.last))
print("\(families.count) families, shared: \(families.filter { f in contacts.filter { $0.last == f }.count > 1 }.sorted())")
let letters = contacts.reduce(into: [Character: [String]]()) { $0[$1.last.first!, default: []].append($1.first) }
print(letters.keys.sorted().map { "\($0):\(letters[$0]!.sorted().joined(separator: "/"))" })
// expect: Adams, Zoe (Chicago)
// expect: Haddad, Adam (Austin)
// expect: Haddad, Omar (Boston)
// expect: Lopez, Lena (Boston)
// expect: Lopez, Maya (Austin)
// expect: Petrov, Ivan (Austin)
// expect: ML OH LL IP ZA AH
// expect: ["Maya", "Lena"]
// expect: ["Adams, Zoe (Chicago)", "Haddad, Adam (Austin)"]
// expect: true
// expect: Austin: 3
// expect: Boston: 2
// expect: Chicago: 1
// expect: 4 families, shared: ["Haddad", "Lopez"]
// expect: ["A:Zoe", "H:Adam/Omar", "L:Lena/Maya", "P:Ivan"]
