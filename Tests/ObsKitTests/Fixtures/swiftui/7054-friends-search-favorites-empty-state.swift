// A friends list with search, a "Favorites only" toggle and an empty state, as beginner courses build it, own code:
// `.searchable`, a Toggle in the list, `ContentUnavailableView.search` in an overlay when nothing matches, and an
// `onChange(of:)` that logs each search.
// What SwiftUI does: a search or a toggle is a @State write the body read (through the filter): one body run per
// change (rules §3.4, §10.1). `onChange(of:initial:_:)` runs after the update in which the value changed, with the
// old and the new value, so its line comes after the body's (rules §10.3; Apple `onChange`); it does not run at
// first appearance without `initial: true`, and the toggle, which does not change the search text, does not call it.
// Sources: rules §3.4, §10.1, §10.3, §15.10;
// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
// https://developer.apple.com/documentation/swiftui/contentunavailableview
import SwiftUI

struct Friend: Identifiable {
    let id: Int
    let name: String
    let isFavorite: Bool
}

struct FriendsView: View {
    @State private var searchText = ""
    @State private var favoritesOnly = false

    let friends = [
        Friend(id: 1, name: "Maya", isFavorite: true),
        Friend(id: 2, name: "Noah", isFavorite: false),
        Friend(id: 3, name: "Olivia", isFavorite: true),
        Friend(id: 4, name: "Liam", isFavorite: false),
    ]

    var results: [Friend] {
        friends.filter { friend in
            (favoritesOnly == false || friend.isFavorite)
                && (searchText.isEmpty || friend.name.localizedCaseInsensitiveContains(searchText))
        }
    }

    var body: some View {
        let _ = print("FriendsView body: \(results.map(\.name))")
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $favoritesOnly)
                ForEach(results) { friend in
                    Label(friend.name, systemImage: friend.isFavorite ? "star.fill" : "person")
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
            .navigationTitle("Friends")
            .searchable(text: $searchText)
            .onChange(of: searchText) { oldValue, newValue in
                print("search '\(oldValue)' -> '\(newValue)'")
            }
        }
    }
}

:mount FriendsView()
// expect: FriendsView body: ["Maya", "Noah", "Olivia", "Liam"]
:search "o"
// expect: FriendsView body: ["Noah", "Olivia"]
// expect: search '' -> 'o'
:toggle "Favorites only"
// expect: FriendsView body: ["Olivia"]
:search "zz"
// expect: FriendsView body: []
// expect: search 'o' -> 'zz'
:search ""
// expect: FriendsView body: ["Maya", "Olivia"]
// expect: search 'zz' -> ''
