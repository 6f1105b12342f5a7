// "I rename a friend and the like count of that row goes back to 0. Why?" With `ForEach(names, id: \.self)` the
// string *is* the row's identity (rules §1.2; Apple `foreach/init(_:id:content:)`: the key path names each
// element's identity). Renaming "Bob" to "Bobby" removes id "Bob" and adds id "Bobby": the old node dies (its
// @State with it, onDisappear, §1.4, §11.1) and a new one starts from `likes = 0` (§3.2). Ann's row keeps its id
// and gets an equal value, so its body doesn't run (§2.7). Disappear runs before appear in one update (§11.1,
// ObsREPL's choice); each closure is the one its row's last body made.
import SwiftUI

struct FriendRow: View {
    let name: String
    @State private var likes = 0

    var body: some View {
        let _ = print("\(name): \(likes) likes")
        Button("Like \(name) (\(likes))") { likes += 1 }
            .onAppear { print("appear \(name)") }
            .onDisappear { print("disappear \(name)") }
    }
}

struct FriendsList: View {
    @State private var names = ["Ann", "Bob"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                FriendRow(name: name)
            }
        }
        Button("Rename Bob") { names[1] = "Bobby" }
    }
}

:mount FriendsList()
// expect: Ann: 0 likes
// expect: Bob: 0 likes
// expect: appear Ann
// expect: appear Bob
:tap "Like Bob (0)"
// expect: Bob: 1 likes
:tap "Like Ann (0)"
// expect: Ann: 1 likes
:tap "Rename Bob"
// expect: Bobby: 0 likes
// expect: disappear Bob
// expect: appear Bobby
:tap "Like Ann (1)"
// expect: Ann: 2 likes
