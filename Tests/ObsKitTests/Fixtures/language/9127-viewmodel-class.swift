// viewmodel-class
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
    var email: String
    var isFavorite = false
}

final class ContactListViewModel {
    private(set) var contacts: [Contact] = []
    var searchText = "" { didSet { onChange?("search:\(searchText)") } }
    var showFavoritesOnly = false { didSet { onChange?("favorites:\(showFavoritesOnly)") } }
    var onChange: ((String) -> Void)?
    private var nextID = 1

    var visible: [Contact] {
        contacts
            .filter { !showFavoritesOnly || $0.isFavorite }
            .filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
            .sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    var summary: String {
        let favs = contacts.filter(\.isFavorite).count
        return "\(contacts.count) contacts, \(favs) favorite\(favs == 1 ? "" : "s")"
    }

    func add(name: String, email: String) {
        contacts.append(Contact(id: nextID, name: name, email: email))
        nextID += 1
        onChange?("added:\(name)")
    }

    func toggleFavorite(id: Int) {
        guard let i = contacts.firstIndex(where: { $0.id == id }) else { return }
        contacts[i].isFavorite.toggle()
        onChange?("toggled:\(id)")
    }

    func remove(where predicate: (Contact) -> Bool) {
        let before = contacts.count
        contacts.removeAll(where: predicate)
        onChange?("removed:\(before - contacts.count)")
    }
}

var events: [String] = []
let vm = ContactListViewModel()
vm.onChange = { events.append($0) }
vm.add(name: "zoe", email: "z@x.io")
vm.add(name: "Adam", email: "adam@x.io")
vm.add(name: "maria", email: "m@y.org")
vm.toggleFavorite(id: 3)
vm.toggleFavorite(id: 1)
vm.toggleFavorite(id: 99)
print(vm.visible.map(\.name))
vm.showFavoritesOnly = true
print(vm.visible.map(\.name), vm.summary)
vm.searchText = "AR"
print(vm.visible.map { "\($0.id):\($0.email)" })
vm.remove { $0.email.hasSuffix(".io") }
print(vm.summary)
print(events.joined(separator: " | "))
// expect: ["Adam", "maria", "zoe"]
// expect: ["maria", "zoe"] 3 contacts, 2 favorites
// expect: ["3:m@y.org"]
// expect: 1 contacts, 1 favorite
// expect: added:zoe | added:Adam | added:maria | toggled:3 | toggled:1 | favorites:true | search:AR | removed:2
