// Article 001, mistake B (listing 001-04): heavy work in a view model's init. Held by `@StateObject`, the init (and its fetch) runs once per view identity: parent renders don't repeat it, a new identity (removed, then inserted again) does. rules §4 (thunk once per node, right before the first body), §2 (child struct re-created, body not re-run), §1 (removal destroys the node), §12 (first-eval tokens).
// note: the article says the init "may run multiple times" in layout passes/previews before the StateObject is stored; rules §4 gives exactly one thunk run per node. Repeated inits come from the holders in 800 (inline @ObservedObject) and 804 (@State), not from @StateObject.
var fetches = 0
func fetchFromNetworkSynchronously() {
    fetches += 1
    print("sync fetch", fetches)
}
//> include 001-04-heavy-init.swift

struct SyncPanel: View {
    @StateObject private var vm = SyncVM()
    var body: some View {
        let _ = Self._printChanges()
        Text(vm.value)
    }
}

struct SyncScreen: View {
    @State private var renders = 0
    @State private var shown = true
    var body: some View {
        let _ = print("SyncScreen body", renders, shown)
        Button("Render") { renders += 1 }
        Button("Flip") { shown.toggle() }
        if shown {
            SyncPanel()
        }
    }
}

:mount SyncScreen()
:tap "Render"
:tap "Render"
:tap "Flip"
:tap "Flip"

// expect: SyncScreen body 0 true
// expect: sync fetch 1
// expect: SyncPanel: @self, @identity, _vm changed.
// expect: SyncScreen body 1 true
// expect: SyncScreen body 2 true
// expect: SyncScreen body 2 false
// expect: SyncScreen body 2 true
// expect: sync fetch 2
// expect: SyncPanel: @self, @identity, _vm changed.
