// Fatbobman style, pitfall on purpose: a model made in a child's init with State(initialValue:); the storage keeps the first model, so choosing another note shows the old draft, and every parent render makes a throwaway that the next render drops; the fix gives the editor an .id so a new note is a new identity (rules §3.1, §3.2, §3.3, §1.3)
import SwiftUI

@Observable
final class NoteDraft {
    static var made = 0
    let number: Int
    var text: String

    init(text: String) {
        NoteDraft.made += 1
        number = NoteDraft.made
        self.text = text
        print("NoteDraft #\(number) init: \(text)")
    }

    deinit {
        print("NoteDraft #\(number) deinit")
    }
}

struct NoteEditor: View {
    @State private var draft: NoteDraft

    init(note: String) {
        _draft = State(initialValue: NoteDraft(text: note))
    }

    var body: some View {
        let _ = print("NoteEditor body: #\(draft.number) '\(draft.text)'")
        VStack {
            Text(draft.text)
            Button("Append !") { draft.text += "!" }
        }
    }
}

struct NotesScreen: View {
    @State private var selected = "Groceries"

    var body: some View {
        let _ = print("NotesScreen body: \(selected)")
        VStack {
            HStack {
                Button("Open Groceries") { selected = "Groceries" }
                Button("Open Ideas") { selected = "Ideas" }
            }
            NoteEditor(note: selected)
        }
    }
}

struct FixedNotesScreen: View {
    @State private var selected = "Groceries"

    var body: some View {
        let _ = print("FixedNotesScreen body: \(selected)")
        VStack {
            HStack {
                Button("Open Groceries") { selected = "Groceries" }
                Button("Open Ideas") { selected = "Ideas" }
            }
            NoteEditor(note: selected)
                .id(selected)
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen body: Groceries
// expect: NoteDraft #1 init: Groceries
// expect: NoteEditor body: #1 'Groceries'
:tap "Append !"
// expect: NoteEditor body: #1 'Groceries!'
:tap "Open Ideas"
// expect: NotesScreen body: Ideas
// expect: NoteDraft #2 init: Ideas
// expect: NoteEditor body: #1 'Groceries!'
:tap "Open Groceries"
// expect: NotesScreen body: Groceries
// expect: NoteDraft #3 init: Groceries
// expect: NoteDraft #2 deinit
// expect: NoteEditor body: #1 'Groceries!'
:mount FixedNotesScreen()
// expect: NoteDraft #1 deinit
// expect: NoteDraft #3 deinit
// expect: FixedNotesScreen body: Groceries
// expect: NoteDraft #4 init: Groceries
// expect: NoteEditor body: #4 'Groceries'
:tap "Open Ideas"
// expect: FixedNotesScreen body: Ideas
// expect: NoteDraft #5 init: Ideas
// expect: NoteDraft #4 deinit
// expect: NoteEditor body: #5 'Ideas'
