// Apple List docs style: a contacts list grouped into sections with Dictionary(grouping:) by first letter and sorted keys, each section a child view taking its group by value; adding or removing a name runs only its letter's section, and a new letter makes a new section (rules §2.3, §2.7, §1.2, §8.3)
import SwiftUI

struct LetterGroup: Identifiable, Equatable {
    let id: String
    let names: [String]
}

@Observable
final class AddressBook {
    var names = ["Amir", "Bea", "Ali"]

    var groups: [LetterGroup] {
        Dictionary(grouping: names) { String($0.prefix(1)) }
            .map { LetterGroup(id: $0.key, names: $0.value.sorted()) }
            .sorted { $0.id < $1.id }
    }
}

struct LetterSection: View {
    let group: LetterGroup

    var body: some View {
        let _ = print("LetterSection body: \(group.id) \(group.names.joined(separator: ","))")
        Section(group.id) {
            ForEach(group.names, id: \.self) { name in
                Text(name)
            }
        }
    }
}

struct AddressBookView: View {
    @State private var book = AddressBook()

    var body: some View {
        let _ = print("AddressBookView body: \(book.names.count) names")
        List {
            ForEach(book.groups) { group in
                LetterSection(group: group)
            }
            Button("Add Bo") { book.names.append("Bo") }
            Button("Add Dan") { book.names.append("Dan") }
            Button("Remove Ali") { book.names.removeAll { $0 == "Ali" } }
        }
    }
}

:mount AddressBookView()
// expect: AddressBookView body: 3 names
// expect: LetterSection body: A Ali,Amir
// expect: LetterSection body: B Bea
:tap "Add Bo"
// expect: AddressBookView body: 4 names
// expect: LetterSection body: B Bea,Bo
:tap "Add Dan"
// expect: AddressBookView body: 5 names
// expect: LetterSection body: D Dan
:tap "Remove Ali"
// expect: AddressBookView body: 4 names
// expect: LetterSection body: A Amir
