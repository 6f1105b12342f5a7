// Swift with Majid style: a searchable contact list filtered by a computed property; a row filtered out loses its @State
// What SwiftUI does: the ForEach lays out the filtered array, so rows that stop matching are ids that go away:
// their nodes die, with onDisappear (rules §1.2, §1.4, §11.1). When the search is cleared they come back as new
// ids: new nodes, @State from the initial value (the star set on Ada is gone), onAppear (rules §1.2, §3.2). The
// row that kept matching ("Grace") keeps its node and state. `:search` sets the whole text in one turn (rules
// §15.10), so the parent's body, which reads `searchText`, runs once per search.
// Sources: rules §1.2, §1.4, §3.2, §11.1, §15.10; https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
import SwiftUI

struct ContactRow: View {
    let name: String
    @State private var isFavorite = false

    var body: some View {
        Button("\(isFavorite ? "★" : "☆") \(name)") {
            isFavorite.toggle()
            print("\(name) favorite: \(isFavorite)")
        }
        .onAppear { print("appear \(name)") }
        .onDisappear { print("disappear \(name)") }
    }
}

struct ContactsView: View {
    @State private var searchText = ""
    private let names = ["Ada", "Grace", "Linus"]

    var filteredNames: [String] {
        if searchText.isEmpty {
            return names
        }
        return names.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        let _ = print("ContactsView body: search '\(searchText)'")
        NavigationStack {
            List {
                ForEach(filteredNames, id: \.self) { name in
                    ContactRow(name: name)
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText)
        }
    }
}

:mount ContactsView()
// expect: ContactsView body: search ''
// expect: appear Ada
// expect: appear Grace
// expect: appear Linus
:tap "☆ Ada"
// expect: Ada favorite: true
:tap "☆ Grace"
// expect: Grace favorite: true
:search "gr"
// expect: ContactsView body: search 'gr'
// expect: disappear Ada
// expect: disappear Linus
:search ""
// expect: ContactsView body: search ''
// expect: appear Ada
// expect: appear Linus
:tap "☆ Ada"
// expect: Ada favorite: true
:tap "★ Grace"
// expect: Grace favorite: false
