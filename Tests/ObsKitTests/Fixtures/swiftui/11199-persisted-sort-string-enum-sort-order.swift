// Tutorial style (persisted sort): a String-enum sort order in @AppStorage drives a sorted list; the Picker re-sorts, and a new view instance starts with the stored order (rules §15.14, §15.5, §1.2, §1.3)
import SwiftUI

enum ContactSort: String, CaseIterable, Identifiable {
    case firstName, lastName
    var id: Self { self }
}

struct Contact: Identifiable {
    let id: Int
    let first: String
    let last: String
}

struct ContactsList: View {
    @AppStorage("contactSort") private var sort: ContactSort = .firstName
    let contacts = [
        Contact(id: 1, first: "Zoe", last: "Adams"),
        Contact(id: 2, first: "Adam", last: "Young"),
        Contact(id: 3, first: "Lea", last: "Moss"),
    ]

    var sorted: [Contact] {
        switch sort {
        case .firstName: return contacts.sorted { $0.first < $1.first }
        case .lastName: return contacts.sorted { $0.last < $1.last }
        }
    }

    var body: some View {
        let _ = print("\(sort.rawValue): \(sorted.map(\.first).joined(separator: ", "))")
        List {
            Picker("Sort by", selection: $sort) {
                Text("First name").tag(ContactSort.firstName)
                Text("Last name").tag(ContactSort.lastName)
            }
            ForEach(sorted) { c in
                Text("\(c.first) \(c.last)")
            }
        }
        .onAppear { print("list appear with \(sort)") }
    }
}

struct ContactsHost: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Button("Reload") { generation += 1 }
            ContactsList()
                .id(generation)
        }
    }
}
:mount ContactsHost()
// expect: firstName: Adam, Lea, Zoe
// expect: list appear with firstName
:pick "Last name" in "Sort by"
// expect: lastName: Zoe, Lea, Adam
:tap "Reload"
// expect: lastName: Zoe, Lea, Adam
// expect: list appear with lastName
