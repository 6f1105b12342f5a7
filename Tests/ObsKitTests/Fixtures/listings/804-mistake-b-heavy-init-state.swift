// Article 001, mistake B (listing 001-04): the same view model held in `@State` runs its heavy init on every parent render, because @State's initial expression is evaluated at every struct init (only the first instance is installed); the fresh instance also makes the child's value differ. rules §3 (initial expression per init; storage from the first install), §2 rule 5 (@State compares its initial `_value`: new object ⇒ `@self`), §12, T6.
var fetches = 0
func fetchFromNetworkSynchronously() {
    fetches += 1
    print("sync fetch", fetches)
}
//> include 001-04-heavy-init.swift

struct SyncPanel: View {
    @State private var vm = SyncVM()
    var body: some View {
        let _ = Self._printChanges()
        Text(vm.value)
    }
}

struct SyncScreen: View {
    @State private var renders = 0
    var body: some View {
        let _ = print("SyncScreen body", renders)
        Button("Render") { renders += 1 }
        SyncPanel()
    }
}

:mount SyncScreen()
:tap "Render"
:tap "Render"

// expect: SyncScreen body 0
// expect: sync fetch 1
// expect: SyncPanel: @self, @identity, _vm changed.
// expect: SyncScreen body 1
// expect: sync fetch 2
// expect: SyncPanel: @self changed.
// expect: SyncScreen body 2
// expect: sync fetch 3
// expect: SyncPanel: @self changed.
