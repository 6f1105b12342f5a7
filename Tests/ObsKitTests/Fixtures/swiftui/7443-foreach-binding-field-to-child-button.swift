// Stack Overflow answer style: `$friend.isFavorite` from `ForEach($friends)` passed to a star button's `@Binding`
// What SwiftUI does: the row's binding to one field of one element writes back through the array (rules §15.1). The
// list re-runs because its body read `friends` (rules §3.5), and the star button whose binding changed runs again,
// because it read the value for its title (rules §9.3): its next title ("Unstar Ben") is then on screen.
// Sources: rules §3.4, §3.5, §9.3, §15.1; https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
// https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct Friend: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false
}

struct FavoriteButton: View {
    let name: String
    @Binding var isFavorite: Bool

    var body: some View {
        Button(isFavorite ? "Unstar \(name)" : "Star \(name)") {
            isFavorite.toggle()
        }
    }
}

struct FriendsList: View {
    @State private var friends = [
        Friend(id: 1, name: "Ana"),
        Friend(id: 2, name: "Ben"),
        Friend(id: 3, name: "Cleo"),
    ]

    var body: some View {
        let favorites = friends.filter(\.isFavorite).map(\.name)
        let _ = print("FriendsList body: favorites \(favorites)")
        List {
            ForEach($friends) { $friend in
                HStack {
                    Text(friend.name)
                    FavoriteButton(name: friend.name, isFavorite: $friend.isFavorite)
                }
            }
        }
    }
}

:mount FriendsList()
// expect: FriendsList body: favorites []
:tap "Star Ben"
// expect: FriendsList body: favorites ["Ben"]
:tap "Star Ana"
// expect: FriendsList body: favorites ["Ana", "Ben"]
:tap "Unstar Ben"
// expect: FriendsList body: favorites ["Ana"]
