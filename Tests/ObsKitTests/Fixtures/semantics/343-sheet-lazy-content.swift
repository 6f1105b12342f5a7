// rules §2 (escaping builders), §13: sheet content is built lazily in the presented
// hierarchy: Detail.init runs only when presented, and again for each new presentation.
// Dismissal sets the binding false (the parent never read it) and then calls onDismiss.
import SwiftUI

struct Detail: View {
    init() { print("Detail.init") }
    var body: some View {
        let _ = print("Detail body")
        Text("detail")
    }
}

struct Root: View {
    @State private var show = false
    var body: some View {
        let _ = print("Root body")
        Button("Open") { show = true }
            .sheet(isPresented: $show, onDismiss: { print("dismissed, show is", show) }) {
                Detail()
            }
    }
}

:mount Root()
:tap "Open"
:dismiss
:tap "Open"

// expect: Root body
// expect: Detail.init
// expect: Detail body
// expect: dismissed, show is false
// expect: Detail.init
// expect: Detail body
