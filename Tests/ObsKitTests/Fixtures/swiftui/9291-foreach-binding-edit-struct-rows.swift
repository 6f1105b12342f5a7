// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/foreach (ForEach($friends) { $friend in TextField(..., text: $friend.name) }: editing array elements in place)
// ForEach over a binding to a collection gives each row a binding to its element. Typing in a row's field
// writes through that binding into the @State array, one character per keystroke, so the owner's body (it
// reads the array) runs after each keystroke with the new names. The ids don't change, so no row is
// replaced.
import SwiftUI

struct Friend: Identifiable {
    let id: Int
    var name: String
}

struct FriendsEditor: View {
    @State private var friends = [Friend(id: 1, name: "Ann"), Friend(id: 2, name: "Ben")]

    var body: some View {
        let _ = print("names: \(friends.map(\.name).joined(separator: ", "))")
        List {
            ForEach($friends) { $friend in
                TextField("Friend \(friend.id)", text: $friend.name)
            }
            Button("Add friend") {
                friends.append(Friend(id: friends.count + 1, name: ""))
            }
        }
    }
}

:mount FriendsEditor()
// expect: names: Ann, Ben
:type "ji" into "Friend 2"
// expect: names: Ann, Benj
// expect: names: Ann, Benji
:tap "Add friend"
// expect: names: Ann, Benji, 
:type "Cy" into "Friend 3"
// expect: names: Ann, Benji, C
// expect: names: Ann, Benji, Cy
:clear "Friend 1"
// expect: names: , Benji, Cy
