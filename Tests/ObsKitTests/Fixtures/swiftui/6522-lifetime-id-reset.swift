// WWDC21 "Demystify SwiftUI" style (lifetime): a notes pad whose @State lives as long as its identity; without .id a new book keeps the draft, with .id(book) the pad starts over.
// State's lifetime is the view's identity's (WWDC21 "Demystify SwiftUI"; Apple `state`). Without an explicit id, a new
// `book` is only a new input to the same view: the draft stays and no appearance callbacks run (rules §1.1, §2.7).
// With `.id(book)`, a new value resets the subtree: the old view disappears, a new one appears, and @State is set
// up again from its initial value (rules §1.3, §11.1: disappear (old), then appear (new)).
// The draft's length is in a button's title, so the :tap lines check it.
import SwiftUI

struct NotesPad: View {
    let book: String
    @State private var draft = ""

    var body: some View {
        VStack {
            Text("Notes for \(book)")
            TextField("Note", text: $draft)
            Button("Draft (\(draft.count) chars)") { print("draft for \(book): '\(draft)'") }
        }
        .onAppear { print("NotesPad appeared for \(book)") }
        .onDisappear { print("NotesPad disappeared for \(book)") }
    }
}

struct PlainShelf: View {
    @State private var book = "Dune"

    var body: some View {
        VStack {
            Button("Emma") { book = "Emma" }
            NotesPad(book: book)
        }
    }
}

struct ResettingShelf: View {
    @State private var book = "Dune"

    var body: some View {
        VStack {
            Button("Emma") { book = "Emma" }
            NotesPad(book: book)
                .id(book)
        }
    }
}

:mount PlainShelf()
// expect: NotesPad appeared for Dune
:type "wow" into "Note"
:tap "Emma"
:tap "Draft (3 chars)"
// expect: draft for Emma: 'wow'
:mount ResettingShelf()
// expect: NotesPad disappeared for Emma
// expect: NotesPad appeared for Dune
:type "wow" into "Note"
:tap "Draft (3 chars)"
// expect: draft for Dune: 'wow'
:tap "Emma"
// expect: NotesPad disappeared for Dune
// expect: NotesPad appeared for Emma
:tap "Draft (0 chars)"
// expect: draft for Emma: ''
