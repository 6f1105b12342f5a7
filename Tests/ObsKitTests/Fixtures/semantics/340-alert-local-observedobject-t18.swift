// rules §13 (local ObservedObject), T18: an ObservableObject held in a plain `let`, edited
// through a local `ObservedObject(wrappedValue:)` inside the alert: the writes reach the object,
// but no installed box observes it, so the parent body never re-runs.
import SwiftUI

final class Doc: ObservableObject {
    @Published var title = ""
}

struct Parent: View {
    let doc: Doc
    @State private var show = false
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Rename") { show = true }
            Button("Log") { print("title:", doc.title) }
        }
        .alert("Rename", isPresented: $show) {
            let observed = ObservedObject(wrappedValue: doc)
            TextField("Title", text: observed.projectedValue.title)
            Button("OK") { }
        }
    }
}

let doc = Doc()
:mount Parent(doc: doc)
:tap "Rename"
:type "ab" into "Title"
:tap "OK"
:tap "Log"

// expect: Parent: @self, @identity, _show changed.
// expect: title: ab
