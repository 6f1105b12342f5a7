// Observation in depth style: a "save on change" didSet on an @Observable title edited through @Bindable; every keystroke runs the didSet and re-runs the header and the editor, and Reset to the same title runs the didSet but updates nothing (the save counter is @ObservationIgnored) (rules §15.6, §8.1, §8.5)
import SwiftUI

@Observable
final class Document {
    var title = "Untitled" {
        didSet {
            saves += 1
            print("saved: \(title)")
        }
    }
    @ObservationIgnored var saves = 0
}

struct DocHeader: View {
    let doc: Document

    var body: some View {
        let _ = print("DocHeader body: \(doc.title) (saves \(doc.saves))")
        Text(doc.title)
    }
}

struct DocEditor: View {
    @Bindable var doc: Document

    var body: some View {
        let _ = print("DocEditor body")
        TextField("Title", text: $doc.title)
    }
}

struct DocScreen: View {
    @State private var doc = Document()

    var body: some View {
        let _ = print("DocScreen body")
        VStack {
            DocHeader(doc: doc)
            DocEditor(doc: doc)
            Button("Reset") { doc.title = "Untitled" }
        }
    }
}

:mount DocScreen()
// expect: DocScreen body
// expect: DocHeader body: Untitled (saves 0)
// expect: DocEditor body
:type "ab" into "Title"
// expect: saved: Untitleda
// expect: DocHeader body: Untitleda (saves 1)
// expect: DocEditor body
// expect: saved: Untitledab
// expect: DocHeader body: Untitledab (saves 2)
// expect: DocEditor body
:tap "Reset"
// expect: saved: Untitled
// expect: DocHeader body: Untitled (saves 3)
// expect: DocEditor body
:tap "Reset"
// expect: saved: Untitled
:type "c" into "Title"
// expect: saved: Untitledc
// expect: DocHeader body: Untitledc (saves 5)
// expect: DocEditor body
