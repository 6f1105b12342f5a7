// Blog style (Identifiable): Identifiable observable rows looked up by id
import Observation

@Observable
final class Contact: Identifiable, CustomStringConvertible {
    let id: String
    var name: String
    var favorite = false
    init(id: String, name: String) { self.id = id; self.name = name }
    var description: String { "\(name)\(favorite ? "*" : "")" }
}

@Observable
final class AddressBook {
    var contacts: [Contact] = []
    func contact(id: Contact.ID) -> Contact? { contacts.first { $0.id == id } }
    var favorites: [Contact] { contacts.filter(\.favorite) }
}

let book = AddressBook()
book.contacts = ["a": "Alice", "b": "Bob", "c": "Cara"].sorted { $0.key < $1.key }.map { Contact(id: $0.key, name: $0.value) }
print(book.contacts)

withObservationTracking {
    print("favorites: \(book.favorites)")
} onChange: {
    print("favorites may change")
}
book.contact(id: "b")?.favorite = true
book.contact(id: "zz")?.favorite = true
print("favorites: \(book.favorites)")
let ids = book.contacts.map(\.id)
print(ids, type(of: ids))
// expect: [Alice, Bob, Cara]
// expect: favorites: []
// expect: favorites may change
// expect: favorites: [Bob*]
// expect: ["a", "b", "c"] Array<String>
