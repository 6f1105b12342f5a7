// A reusable SearchBar component (magnifying glass, TextField, a Clear button shown while there is text) bound to a
// contacts screen that filters its list, as "custom search bar in SwiftUI" tutorials write it.
// What SwiftUI does: each keystroke of `:type` is one turn (rules §10.1). It writes the parent's `@State` through the
// binding; the parent reads `query` to filter, so it runs, then SearchBar, whose binding value changed (rules §2.5,
// §9.3). Rows are identified by name (rules §1.2): a row whose name is still shown keeps its node and gets an equal
// value, so its body does not run (rules §2.6, §2.7); "Ben" leaves at the first letter. Clear empties the text:
// Ben's row comes back as a new row and runs (rules §1.2).
// Sources: rules §1.2, §2.5, §2.6, §2.7, §9.3, §10.1; https://developer.apple.com/documentation/swiftui/textfield
import SwiftUI

struct SearchBar: View {
    @Binding var text: String
    var prompt = "Search"

    var body: some View {
        let _ = print("SearchBar body: '\(text)'")
        HStack {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            TextField(prompt, text: $text)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            if !text.isEmpty {
                Button("Clear") { text = "" }
            }
        }
        .padding(8)
        .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
    }
}

struct ContactRow: View {
    let name: String

    var body: some View {
        let _ = print("ContactRow body: \(name)")
        Text(name)
    }
}

struct ContactsView: View {
    let contacts = ["Anna", "Ben", "Dana", "Ivan"]
    @State private var query = ""

    var filtered: [String] {
        query.isEmpty ? contacts : contacts.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        let _ = print("ContactsView body: \(filtered.count) shown")
        VStack {
            SearchBar(text: $query, prompt: "Search contacts")
            List(filtered, id: \.self) { name in
                ContactRow(name: name)
            }
        }
    }
}

:mount ContactsView()
// expect: ContactsView body: 4 shown
// expect: SearchBar body: ''
// expect: ContactRow body: Anna
// expect: ContactRow body: Ben
// expect: ContactRow body: Dana
// expect: ContactRow body: Ivan
:type "an" into "Search contacts"
// expect: ContactsView body: 3 shown
// expect: SearchBar body: 'a'
// expect: ContactsView body: 3 shown
// expect: SearchBar body: 'an'
:tap "Clear"
// expect: ContactsView body: 4 shown
// expect: SearchBar body: ''
// expect: ContactRow body: Ben
