// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:) (the filtered-list mistake: onDelete's indices are "relative to the dynamic view's underlying collection", here the filtered array, so removing them from the unfiltered @State array deletes the wrong contact while a search query is active)
import SwiftUI

struct ContactsView: View {
    @State private var names = ["Alice", "Bob", "Carol", "Dave"]
    @State private var query = ""

    var filteredNames: [String] {
        query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filteredNames, id: \.self) { name in
                    Text(name)
                }
                .onDelete { offsets in
                    print("onDelete offsets \(Array(offsets))")
                    names.remove(atOffsets: offsets) // Bug: offsets index filteredNames.
                }
            }
            .searchable(text: $query)
        }
        .onChange(of: names) { _, names in
            print("names now: \(names.joined(separator: ", "))")
        }
    }
}

:mount ContactsView()
:search "a"
:delete "Dave"
// expect: onDelete offsets [2]
// expect: names now: Alice, Bob, Dave
