// Hacking with Swift, "How to present a new view using sheets" (sheet(item:)) and "How to show an alert", https://www.hackingwithswift.com/quick-start/swiftui/how-to-present-a-new-view-using-sheets — a list of users: tapping one sets an optional @State item and presents a sheet built from it; switching the item while presented replaces the sheet; a swipe sets the item back to nil before onDismiss; a destructive alert with isPresented
// Apple, sheet(item:onDismiss:content:): "If item is non-nil, the system passes the item's content to the
// modifier's closure"; "If the identity of item changes, the system dismisses a currently presented sheet and
// replaces it with a new sheet using the same process." Dismissal sets the binding to nil (rules §13.1). An
// alert's button tap runs its action and sets isPresented back to false (rules §13.2). The sheet's content runs
// only when presented, each with its own @State.
import SwiftUI

struct User: Identifiable {
    var id: String
}

struct UserSheet: View {
    let user: User
    let onSwitch: (User) -> Void
    @State private var likes = 0

    var body: some View {
        VStack {
            Text("Profile of \(user.id)")
            Button("Like") { likes += 1 }
            Text("\(likes) likes")
            Button("Show Adele instead") { onSwitch(User(id: "Adele")) }
        }
        .onAppear { print("sheet for \(user.id) appeared, \(likes) likes") }
    }
}

struct ContentView: View {
    @State private var users = [User(id: "Taylor Swift"), User(id: "Ed Sheeran")]
    @State private var selectedUser: User? = nil
    @State private var showingDeleteAlert = false

    var body: some View {
        List {
            ForEach(users) { user in
                Text(user.id)
                    .onTapGesture {
                        selectedUser = user
                    }
            }
            Button("Delete all") { showingDeleteAlert = true }
        }
        .sheet(item: $selectedUser, onDismiss: {
            print("onDismiss, selectedUser is \(selectedUser?.id ?? "nil")")
        }) { user in
            UserSheet(user: user) { other in selectedUser = other }
        }
        .alert("Delete all users?", isPresented: $showingDeleteAlert) {
            Button("Delete", role: .destructive) {
                users.removeAll()
                print("deleted, \(users.count) users left")
            }
            Button("Cancel", role: .cancel) { }
        }
    }
}

:mount ContentView()
:tap "Ed Sheeran"
// expect: sheet for Ed Sheeran appeared, 0 likes
:tap "Like"
:tap "Like"
:dismiss
// expect: onDismiss, selectedUser is nil
:tap "Ed Sheeran"
// expect: sheet for Ed Sheeran appeared, 0 likes
:tap "Like"
:tap "Show Adele instead"
// expect: onDismiss, selectedUser is Adele
// expect: sheet for Adele appeared, 0 likes
:dismiss
// expect: onDismiss, selectedUser is nil
:tap "Delete all"
:tap "Cancel"
:tap "Taylor Swift"
// expect: sheet for Taylor Swift appeared, 0 likes
:dismiss
// expect: onDismiss, selectedUser is nil
:tap "Delete all"
:tap "Delete"
// expect: deleted, 0 users left
