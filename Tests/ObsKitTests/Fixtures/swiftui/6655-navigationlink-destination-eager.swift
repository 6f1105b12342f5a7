// Follows Apple's page "NavigationLink" (developer.apple.com/documentation/swiftui/navigationlink), the
// init(destination:label:) form with the destination view written inside the link: a notes list whose links each
// hold a NoteEditor that owns its draft as @StateObject.
// - The destination is a non-escaping @ViewBuilder, so each link's NoteEditor struct is made when the row is built,
//   before any push (rules §14.3, §2.6); its @StateObject only stores the autoclosure (Apple `stateobject`; rules
//   §4.1), so no draft exists yet.
// - On the push, the draft is made right before the editor's first body (rules §4.2); the pop destroys the pushed
//   node and releases the draft, which deinits (rules §14.3, §1.4). Pushing again makes a new node and a new draft:
//   "SwiftUI creates a new instance of the model object only once during the lifetime of the container" (Apple
//   `stateobject`).
import SwiftUI

final class NoteDraft: ObservableObject {
    let title: String
    @Published var text = ""

    init(title: String) {
        self.title = title
        print("NoteDraft init, \(title)")
    }

    deinit { print("NoteDraft deinit, \(title)") }
}

struct NoteEditor: View {
    let title: String
    @StateObject private var draft: NoteDraft

    init(title: String) {
        self.title = title
        _draft = StateObject(wrappedValue: NoteDraft(title: title))
        print("NoteEditor init, \(title)")
    }

    var body: some View {
        let _ = print("NoteEditor body, \(title)")
        TextField("Text", text: $draft.text)
            .navigationTitle(title)
    }
}

struct NotesList: View {
    let titles = ["Groceries", "Ideas"]

    var body: some View {
        let _ = print("NotesList body")
        NavigationStack {
            List(titles, id: \.self) { title in
                NavigationLink {
                    NoteEditor(title: title)
                } label: {
                    Text(title)
                }
            }
            .navigationTitle("Notes")
        }
    }
}

:mount NotesList()
// expect: NotesList body
// expect: NoteEditor init, Groceries
// expect: NoteEditor init, Ideas
:tap "Groceries"
// expect: NoteDraft init, Groceries
// expect: NoteEditor body, Groceries
:type "eggs" into "Text"
// expect: NoteEditor body, Groceries
// expect: NoteEditor body, Groceries
// expect: NoteEditor body, Groceries
// expect: NoteEditor body, Groceries
:back
// expect: NoteDraft deinit, Groceries
:tap "Groceries"
// expect: NoteDraft init, Groceries
// expect: NoteEditor body, Groceries
