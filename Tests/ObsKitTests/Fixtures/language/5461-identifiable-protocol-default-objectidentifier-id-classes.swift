// Swift Evolution style (SE-0261): Identifiable protocol with default ObjectIdentifier id for classes and custom ID types
struct Book: Identifiable {
    let id: String
    var title: String
}

struct Ticket: Identifiable {
    struct ID: Hashable, CustomStringConvertible { let raw: Int; var description: String { "T-\(raw)" } }
    let id: ID
    var summary: String
}

func index<C: Collection>(_ items: C) -> [C.Element.ID: C.Element] where C.Element: Identifiable {
    var d: [C.Element.ID: C.Element] = [:]
    for item in items { d[item.id] = item }
    return d
}

let books = [Book(id: "isbn-2", title: "B"), Book(id: "isbn-1", title: "A"), Book(id: "isbn-2", title: "B2")]
let byID = index(books)
for key in byID.keys.sorted() { print(key, byID[key]!.title) }

let tickets = [Ticket(id: .init(raw: 7), summary: "crash"), Ticket(id: .init(raw: 3), summary: "typo")]
print(tickets.map(\.id).sorted { $0.raw < $1.raw })

final class Session: Identifiable { let user: String; init(user: String) { self.user = user } }
let s1 = Session(user: "a"), s2 = Session(user: "a")
print(s1.id == s1.id, s1.id == s2.id)
print(type(of: s1.id))

// expect: isbn-1 A
// expect: isbn-2 B2
// expect: [T-3, T-7]
// expect: true false
// expect: ObjectIdentifier
