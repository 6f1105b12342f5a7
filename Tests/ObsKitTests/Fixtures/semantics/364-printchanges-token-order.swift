// rules §12: dynamic properties are named by stored field name in declaration order, whatever
// the order of the writes; a new value from the parent is `@self`; the first run lists all.
import SwiftUI

final class VM: ObservableObject {
    @Published var v = 0
}

struct Panel: View {
    let label: String
    @State private var a = 0
    @StateObject private var vm = VM()
    @State private var b = 0
    var body: some View {
        let _ = Self._printChanges()
        Text("\(label) \(a) \(b)")
        Button("All") {
            b += 1
            vm.v += 1
            a += 1
        }
        Button("B") { b += 1 }
    }
}

struct Root: View {
    @State private var label = "x"
    var body: some View {
        VStack {
            Button("Relabel") { label = "y" }
            Panel(label: label)
        }
    }
}

:mount Root()
:tap "All"
:tap "B"
:tap "Relabel"

// expect: Panel: @self, @identity, _a, _vm, _b changed.
// expect: Panel: _a, _vm, _b changed.
// expect: Panel: _b changed.
// expect: Panel: @self changed.
