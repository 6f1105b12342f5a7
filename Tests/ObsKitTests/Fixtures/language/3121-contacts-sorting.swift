// App code style: contacts list sorted by multiple keys, grouped by initial and searched with first(where:)
struct Contact: Hashable {
    let first: String
    let last: String
    let age: Int
    var isFavorite = false

    var fullName: String { "\(first) \(last)" }
    var initial: Character { last.first ?? "?" }
}

let contacts = [
    Contact(first: "Ava", last: "Smith", age: 31),
    Contact(first: "Ben", last: "Jones", age: 25, isFavorite: true),
    Contact(first: "Cara", last: "Smith", age: 28),
    Contact(first: "Dan", last: "Adams", age: 40, isFavorite: true),
    Contact(first: "Eve", last: "Jones", age: 25),
]

let sorted = contacts.sorted {
    if $0.last != $1.last { return $0.last < $1.last }
    return $0.first < $1.first
}
print(sorted.map(\.fullName).joined(separator: " | "))

let byAge = contacts.sorted { ($0.age, $0.last) < ($1.age, $1.last) }
print(byAge.map { "\($0.first)(\($0.age))" }.joined(separator: ", "))

let sections = Dictionary(grouping: contacts, by: \.initial)
for key in sections.keys.sorted() {
    let names = sections[key]!.map(\.first).sorted()
    print("\(key): \(names.joined(separator: ", "))")
}

if let firstFav = contacts.first(where: \.isFavorite) {
    print("First favorite: \(firstFav.fullName)")
}
let over50 = contacts.first { $0.age > 50 }
print("Over 50: \(over50?.fullName ?? "nobody")")
let unique = Set(contacts.map(\.last))
print("Unique last names: \(unique.sorted())")
print("Average age: \(contacts.map(\.age).reduce(0, +) / contacts.count)")
// expect: Dan Adams | Ben Jones | Eve Jones | Ava Smith | Cara Smith
// expect: Ben(25), Eve(25), Cara(28), Ava(31), Dan(40)
// expect: A: Dan
// expect: J: Ben, Eve
// expect: S: Ava, Cara
// expect: First favorite: Ben Jones
// expect: Over 50: nobody
// expect: Unique last names: ["Adams", "Jones", "Smith"]
// expect: Average age: 29
