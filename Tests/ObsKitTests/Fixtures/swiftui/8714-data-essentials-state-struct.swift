// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (Data Essentials: a @State struct is the source of truth; children get @Binding to its fields, their writes go through to it and the owner's body runs again with the new value)
import SwiftUI

struct ReadingSession {
    var pagesRead = 0
    var note = ""
}

struct PageButton: View {
    @Binding var pages: Int

    var body: some View {
        Button("Read a page") { pages += 1 }
    }
}

struct NoteEditor: View {
    @Binding var note: String

    var body: some View {
        TextField("Note", text: $note)
    }
}

struct SessionView: View {
    @State private var session = ReadingSession()

    var body: some View {
        let _ = print("SessionView: \(session.pagesRead) pages, note '\(session.note)'")
        VStack {
            PageButton(pages: $session.pagesRead)
            NoteEditor(note: $session.note)
        }
    }
}

:mount SessionView()
:tap "Read a page"
:tap "Read a page"
:type "ok" into "Note"
// expect: SessionView: 0 pages, note ''
// expect: SessionView: 1 pages, note ''
// expect: SessionView: 2 pages, note ''
// expect: SessionView: 2 pages, note 'o'
// expect: SessionView: 2 pages, note 'ok'
