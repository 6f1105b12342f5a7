// rules §12, §3, T4 (State version): Increase re-runs the body (it read `counter`); Show does
// not (only `$sheetShown` was made), and the sheet content is built in its own hierarchy.
import SwiftUI

struct Sheet: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("sheet")
    }
}

struct ContentModel: View {
    @State private var sheetShown = false
    @State private var counter = 0
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(counter)")
            Button("Increase") { counter += 1 }
            Button("Show") { sheetShown = true }
        }
        .sheet(isPresented: $sheetShown) { Sheet() }
    }
}

:mount ContentModel()
:tap "Increase"
:tap "Show"

// expect: ContentModel: @self, @identity, _sheetShown, _counter changed.
// expect: ContentModel: _counter changed.
// expect: Sheet: @self changed.
