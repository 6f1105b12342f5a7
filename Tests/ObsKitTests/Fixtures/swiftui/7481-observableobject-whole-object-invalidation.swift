// SwiftLee-style "ObservableObject redraws every observer": a profile store with two @Published properties; a follow or a rename runs the owner and both children, whichever property each one reads
// What SwiftUI does: every @Published set sends the object's one `objectWillChange`, and every view that
// observes the object runs again, whatever it read (rules §6.1, §6.5): the @StateObject owner (rules §4.4) and
// both @ObservedObject children, each printing its `_store` (rules §12.1). The children get the same reference
// from the parent, so they don't differ (`@self` is absent, rules §2.5) and run once each (rules §2.8). A
// @Published set has no equality check: renaming to the same name runs them all again (rules §6.3).
// Sources: rules §2.5, §2.8, §4.4, §5.1, §6.1, §6.3, §6.5, §12.1, §12.2.
import SwiftUI
import Combine

final class ProfileStore: ObservableObject {
    @Published var name = "Ada"
    @Published var followers = 0
}

struct NameHeader: View {
    @ObservedObject var store: ProfileStore

    var body: some View {
        let _ = Self._printChanges()
        Text(store.name)
    }
}

struct FollowerCount: View {
    @ObservedObject var store: ProfileStore

    var body: some View {
        let _ = Self._printChanges()
        Text("\(store.followers) followers")
    }
}

struct ProfileScreen: View {
    @StateObject private var store = ProfileStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NameHeader(store: store)
            FollowerCount(store: store)
            Button("Follow") { store.followers += 1 }
            Button("Rename") { store.name = "Ada L." }
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen: @self, @identity, _store changed.
// expect: NameHeader: @self, @identity, _store changed.
// expect: FollowerCount: @self, @identity, _store changed.
:tap "Follow"
// expect: ProfileScreen: _store changed.
// expect: NameHeader: _store changed.
// expect: FollowerCount: _store changed.
:tap "Rename"
// expect: ProfileScreen: _store changed.
// expect: NameHeader: _store changed.
// expect: FollowerCount: _store changed.
:tap "Rename"
// expect: ProfileScreen: _store changed.
// expect: NameHeader: _store changed.
// expect: FollowerCount: _store changed.
