// stack-overflow style (pitfall on purpose): "child's @StateObject keeps the old object when the parent passes a new one" — a child declaring `@StateObject var doc: Doc` installs the first document and ignores every later one; the same child written with @ObservedObject follows the parent's new document (rules §4.3, §5.1, §2.5)
import SwiftUI

final class Doc: ObservableObject {
    let title: String
    @Published var words = 0

    init(title: String) {
        self.title = title
        print("Doc \(title) init")
    }

    deinit { print("Doc \(title) deinit") }
}

struct DocEditor: View {
    @StateObject var doc: Doc

    var body: some View {
        let _ = print("DocEditor body: \(doc.title)")
        Text("Editing \(doc.title)")
    }
}

struct DocViewer: View {
    @ObservedObject var doc: Doc

    var body: some View {
        let _ = print("DocViewer body: \(doc.title)")
        Text("Viewing \(doc.title)")
    }
}

struct Library: View {
    @State private var current = Doc(title: "Draft")

    var body: some View {
        let _ = print("Library body: \(current.title)")
        VStack {
            Button("Open Notes") { current = Doc(title: "Notes") }
            DocEditor(doc: current)
            DocViewer(doc: current)
        }
    }
}

:mount Library()
// expect: Doc Draft init
// expect: Library body: Draft
// expect: DocEditor body: Draft
// expect: DocViewer body: Draft
:tap "Open Notes"
// expect: Doc Notes init
// expect: Library body: Notes
// expect: DocEditor body: Draft
// expect: DocViewer body: Notes
