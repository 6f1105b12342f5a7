// objc.io blog style: explicit identity — a new value in .id(_:) makes a new view: its @State starts over and disappear/appear fire; other parent renders leave it alone (rules §1.3, §11.1, §2.7)
import SwiftUI

struct DraftEditor: View {
    let documentName: String
    @State private var edits = 0

    var body: some View {
        let _ = print("DraftEditor body: \(documentName), \(edits) edits")
        Button("Edit") { edits += 1 }
            .onAppear { print("open \(documentName)") }
            .onDisappear { print("close \(documentName)") }
    }
}

struct Documents: View {
    @State private var current = 1
    @State private var zoom = 1

    var body: some View {
        VStack {
            DraftEditor(documentName: "Doc \(current)")
                .id(current)
            Button("Next document") { current += 1 }
            Button("Zoom") { zoom += 1 }
            Text("Zoom \(zoom)")
        }
    }
}

:mount Documents()
// expect: DraftEditor body: Doc 1, 0 edits
// expect: open Doc 1
:tap "Edit"
// expect: DraftEditor body: Doc 1, 1 edits
:tap "Zoom"
:tap "Edit"
// expect: DraftEditor body: Doc 1, 2 edits
:tap "Next document"
// expect: DraftEditor body: Doc 2, 0 edits
// expect: close Doc 1
// expect: open Doc 2
