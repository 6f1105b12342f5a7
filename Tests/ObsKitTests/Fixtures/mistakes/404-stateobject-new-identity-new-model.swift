// A model with a costly init, owned by `@StateObject`, is made once per view identity: parent renders
// re-create the child struct but neither re-run the init nor the child's body; removing the child (an
// `if` without `else`) destroys its node, and inserting it again makes a new node, whose box runs the
// initial value again before its first body, which `_printChanges` reports as new (@identity).
// Basis: rules §4 (thunk once per node, right before its first body), rules §2 (`= Scanner()` captures
// nothing, so the child's value compares equal and its body is not re-run), rules §1 (an `if` slot
// absent ⇒ node destroyed, present again ⇒ a new node), rules §12 (first-run tokens).
var scans = 0
final class Scanner: ObservableObject {
    @Published var found = 0
    init() {
        scans += 1
        print("full scan", scans)
    }
}

struct ScanPanel: View {
    @StateObject private var scanner = Scanner()
    var body: some View {
        let _ = Self._printChanges()
        Text("found \(scanner.found)")
    }
}

struct Dashboard: View {
    @State private var ticks = 0
    @State private var showPanel = true
    var body: some View {
        let _ = print("Dashboard body", ticks, showPanel)
        Button("Tick") { ticks += 1 }
        Button("Panel") { showPanel.toggle() }
        if showPanel {
            ScanPanel()
        }
    }
}

:mount Dashboard()
:tap "Tick"
:tap "Tick"
:tap "Panel"
:tap "Tick"
:tap "Panel"

// expect: Dashboard body 0 true
// expect: full scan 1
// expect: ScanPanel: @self, @identity, _scanner changed.
// expect: Dashboard body 1 true
// expect: Dashboard body 2 true
// expect: Dashboard body 2 false
// expect: Dashboard body 3 false
// expect: Dashboard body 3 true
// expect: full scan 2
// expect: ScanPanel: @self, @identity, _scanner changed.
