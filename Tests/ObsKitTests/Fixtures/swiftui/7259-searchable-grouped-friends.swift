// Friends directory: `.searchable` filtering combined with sections by initial letter built from
// `Dictionary(grouping:by:)`, the keys sorted, each section a small Identifiable struct.
// What SwiftUI does: `:search` sets the bound text in one turn; the body computes the sections from it and runs once
// per change (rules §3.4, §15.10). Sections with no match are no longer built.
// Sources: rules §3.4, §10.1, §15.10; https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
// https://developer.apple.com/documentation/swift/dictionary/init(grouping:by:)
import SwiftUI

struct Friend: Identifiable {
    let id: Int
    let name: String
}

struct FriendSection: Identifiable {
    let letter: String
    let friends: [Friend]
    var id: String { letter }
}

struct FriendsDirectory: View {
    let friends = [
        Friend(id: 1, name: "Alma"),
        Friend(id: 2, name: "Amir"),
        Friend(id: 3, name: "Bella"),
        Friend(id: 4, name: "Boris"),
        Friend(id: 5, name: "Chen"),
        Friend(id: 6, name: "Dara"),
    ]
    @State private var query = ""

    private var sections: [FriendSection] {
        let matches = query.isEmpty ? friends : friends.filter { $0.name.localizedCaseInsensitiveContains(query) }
        let grouped = Dictionary(grouping: matches) { String($0.name.prefix(1)) }
        return grouped.keys.sorted().map { FriendSection(letter: $0, friends: grouped[$0] ?? []) }
    }

    var body: some View {
        let current = sections
        let _ = print("FriendsDirectory body: \(current.map { "\($0.letter)\($0.friends.count)" }.joined(separator: " "))")
        NavigationStack {
            List {
                ForEach(current) { section in
                    Section(section.letter) {
                        ForEach(section.friends) { friend in
                            Text(friend.name)
                        }
                    }
                }
            }
            .navigationTitle("Friends")
            .searchable(text: $query, prompt: "Name")
        }
    }
}

:mount FriendsDirectory()
// expect: FriendsDirectory body: A2 B2 C1 D1
:search "a"
// expect: FriendsDirectory body: A2 B1 D1
:search "bo"
// expect: FriendsDirectory body: B1
:search ""
// expect: FriendsDirectory body: A2 B2 C1 D1
