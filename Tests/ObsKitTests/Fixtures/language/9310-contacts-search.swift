// Filtering, searching and sorting a contact list
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Contact: Identifiable {
    let id: Int
    let firstName: String
    let lastName: String
    let company: String?
    var isFavorite: Bool
    var fullName: String { "\(firstName) \(lastName)" }
}

enum SortOrder { case firstName, lastName, company }

struct ContactListModel {
    var contacts: [Contact]
    var searchText = ""
    var favoritesOnly = false
    var sortOrder = SortOrder.lastName
    var visible: [Contact] {
        let query = searchText.lowercased().trimmingWhitespace()
        return contacts
            .filter { !favoritesOnly || $0.isFavorite }
            .filter { query.isEmpty || $0.fullName.lowercased().contains(query)
                || ($0.company?.lowercased().contains(query) ?? false) }
            .sorted(by: comparator)
    }
    private var comparator: (Contact, Contact) -> Bool {
        switch sortOrder {
        case .firstName: return { ($0.firstName, $0.lastName) < ($1.firstName, $1.lastName) }
        case .lastName: return { ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName) }
        case .company: return { ($0.company ?? "~", $0.lastName) < ($1.company ?? "~", $1.lastName) }
        }
    }
    var sections: [(String, [Contact])] {
        let groups = Dictionary(grouping: visible) { String($0.lastName.prefix(1)) }
        return groups.keys.sorted().map { ($0, groups[$0]!) }
    }
    mutating func toggleFavorite(id: Int) {
        guard let i = contacts.firstIndex(where: { $0.id == id }) else { return }
        contacts[i].isFavorite.toggle()
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

var model = ContactListModel(contacts: [
    Contact(id: 1, firstName: "Grace", lastName: "Hopper", company: "Navy", isFavorite: true),
    Contact(id: 2, firstName: "Alan", lastName: "Turing", company: nil, isFavorite: false),
    Contact(id: 3, firstName: "Ada", lastName: "Lovelace", company: "Analytical", isFavorite: true),
    Contact(id: 4, firstName: "Linus", lastName: "Torvalds", company: "Linux Foundation", isFavorite: false),
    Contact(id: 5, firstName: "Margaret", lastName: "Hamilton", company: "NASA", isFavorite: false),
])
func show(_ label: String) {
    print("\(label): " + model.visible.map(\.fullName).joined(separator: ", "))
}
show("all by last name")
model.sortOrder = .firstName
show("all by first name")
model.sortOrder = .company
show("by company")
model.sortOrder = .lastName
model.searchText = "  na "
show("search 'na'")
model.searchText = ""
model.favoritesOnly = true
show("favorites")
model.toggleFavorite(id: 2)
model.toggleFavorite(id: 1)
show("favorites after toggles")
model.favoritesOnly = false
for (letter, people) in model.sections {
    print("[\(letter)] \(people.map(\.firstName).joined(separator: ", "))")
}
// expect: all by last name: Margaret Hamilton, Grace Hopper, Ada Lovelace, Linus Torvalds, Alan Turing
// expect: all by first name: Ada Lovelace, Alan Turing, Grace Hopper, Linus Torvalds, Margaret Hamilton
// expect: by company: Ada Lovelace, Linus Torvalds, Margaret Hamilton, Grace Hopper, Alan Turing
// expect: search 'na': Margaret Hamilton, Grace Hopper, Ada Lovelace
// expect: favorites: Grace Hopper, Ada Lovelace
// expect: favorites after toggles: Ada Lovelace, Alan Turing
// expect: [H] Margaret, Grace
// expect: [L] Ada
// expect: [T] Linus, Alan
