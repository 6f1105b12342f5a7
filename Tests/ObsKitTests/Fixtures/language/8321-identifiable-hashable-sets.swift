// App model layer: Identifiable/Hashable models used in Sets, as Dictionary keys and for diffing
struct Contact: Identifiable, Hashable {
    let id: String
    var name: String
    var isFavorite = false

    // Identity-based equality: edits to name don't create a "different" contact.
    static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct Tag: Hashable, Comparable {
    let name: String
    static func < (a: Tag, b: Tag) -> Bool { a.name < b.name }
}

var favorites: Set<Contact> = []
let ann = Contact(id: "c1", name: "Ann")
var ben = Contact(id: "c2", name: "Ben")
favorites.insert(ann)
favorites.insert(ben)
ben.name = "Benjamin"
let (inserted, member) = favorites.insert(ben)
print("inserted again: \(inserted), kept name: \(member.name)")
favorites.update(with: ben)
print("favorites: \(favorites.map(\.name).sorted())")

var tagsByContact: [Contact: Set<Tag>] = [:]
tagsByContact[ann, default: []].insert(Tag(name: "work"))
tagsByContact[ann, default: []].insert(Tag(name: "gym"))
tagsByContact[ben, default: []].insert(Tag(name: "work"))
tagsByContact[Contact(id: "c1", name: "whoever"), default: []].insert(Tag(name: "family"))
for (contact, tags) in tagsByContact.sorted(by: { $0.key.id < $1.key.id }) {
    print("\(contact.name): \(tags.sorted().map(\.name))")
}

let allTags = tagsByContact.values.reduce(into: Set<Tag>()) { $0.formUnion($1) }
let shared = tagsByContact.values.reduce(allTags) { $0.intersection($1) }
print("all tags: \(allTags.sorted().map(\.name)), shared: \(shared.map(\.name))")

let old = [Contact(id: "c1", name: "Ann"), Contact(id: "c2", name: "Ben"), Contact(id: "c3", name: "Cy")]
let new = [Contact(id: "c2", name: "Ben"), Contact(id: "c3", name: "Cyrus"), Contact(id: "c4", name: "Dee")]
let oldIDs = Set(old.map(\.id)), newIDs = Set(new.map(\.id))
print("removed: \(oldIDs.subtracting(newIDs).sorted())")
print("added: \(newIDs.subtracting(oldIDs).sorted())")
let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
let renamed = new.filter { oldByID[$0.id].map { o in o.name } != nil && oldByID[$0.id]!.name != $0.name }
print("renamed: \(renamed.map { "\(oldByID[$0.id]!.name)->\($0.name)" })")
print("Set equality ignores names: \(Set(old) == Set([Contact(id: "c3", name: "?"), Contact(id: "c2", name: "?"), Contact(id: "c1", name: "?")]))")

// expect: inserted again: false, kept name: Ben
// expect: favorites: ["Ann", "Benjamin"]
// expect: Ann: ["family", "gym", "work"]
// expect: Benjamin: ["work"]
// expect: all tags: ["family", "gym", "work"], shared: ["work"]
// expect: removed: ["c1"]
// expect: added: ["c4"]
// expect: renamed: ["Cy->Cyrus"]
// expect: Set equality ignores names: true
