// Article 001, mistake C fix (listing 001-07) made to follow a swap: `.id(useBob)` gives the child a new identity when the parent picks the other model, so the StateObject thunk runs again with it; the old node is destroyed and its subscription to the first model cancelled. rules §1 (.id change resets all state, StateObject thunk re-run), §4 ("use .id(x) to recreate"), T9.
final class ProfileVM: ObservableObject {
    @Published var name: String
    init(name: String) {
        self.name = name
        print("ProfileVM init", name)
    }
    var username: String {
        print("ProfileView reads", name)
        return name
    }
}
//> include 001-07-inject-fixed.swift

let alice = ProfileVM(name: "alice")
let bob = ProfileVM(name: "bob")

struct ProfileHost: View {
    @State private var useBob = false
    var body: some View {
        let _ = Self._printChanges()
        Button("Swap") { useBob.toggle() }
        Button("Rename alice") { alice.name += "!" }
        Button("Rename bob") { bob.name += "!" }
        ProfileView(vm: useBob ? bob : alice)
            .id(useBob)
    }
}

:mount ProfileHost()
:tap "Swap"
:tap "Rename alice"
:tap "Rename bob"

// expect: ProfileVM init alice
// expect: ProfileVM init bob
// expect: ProfileHost: @self, @identity, _useBob changed.
// expect: ProfileView reads alice
// expect: ProfileHost: _useBob changed.
// expect: ProfileView reads bob
// expect: ProfileView reads bob!
