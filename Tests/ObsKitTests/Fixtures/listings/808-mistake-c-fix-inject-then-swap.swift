// Article 001, mistake C fix (listing 001-07): `_vm = StateObject(wrappedValue: vm)` uses the injected model, but only the first one: when the parent passes another model later, the child's body re-runs (the capturing autoclosure makes its value differ) and still shows the first model, which it keeps observing. rules §4 (later thunks ignored), §2 rule 5 (capturing StateObject autoclosure ⇒ value differs ⇒ body), §4/§5 (box subscribed to the first model only).
// note: the article says "tests or parent code can pass a mock VM and SwiftUI will use the injected instance". By §4 that holds for the value present when the node is created; a later instance is ignored (mistake E). `ProfileVM.username` logs each read, which shows each ProfileView body run.
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
    }
}

:mount ProfileHost()
:tap "Rename alice"
:tap "Swap"
:tap "Rename bob"
:tap "Rename alice"

// expect: ProfileVM init alice
// expect: ProfileVM init bob
// expect: ProfileHost: @self, @identity, _useBob changed.
// expect: ProfileView reads alice
// expect: ProfileView reads alice!
// expect: ProfileHost: _useBob changed.
// expect: ProfileView reads alice!
// expect: ProfileView reads alice!!
