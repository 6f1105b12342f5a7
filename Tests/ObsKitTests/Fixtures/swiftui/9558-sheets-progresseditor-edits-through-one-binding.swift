// SwiftUI from WWDC20 "Data Essentials in SwiftUI": https://developer.apple.com/videos/play/wwdc2020/10040/ (EditorConfig: related @State grouped in a struct with a mutating present(); the sheet's ProgressEditor edits it through one @Binding)
// The session groups the editor's state (isEditorPresented, note, progress) in an EditorConfig struct kept
// in @State, with a mutating `present(initialProgress:)`; BookView's button calls it, and the sheet gets
// `$editorConfig`, a binding the ProgressEditor reads and writes. The session claims:
// - State changes flow through the binding to the single source of truth; the editor shows the values
//   present() set.
// - A view depends on state only if it reads it: BookView shows the book, not the editor's fields, so
//   presenting and typing in the note run ProgressEditor, not BookView.
import SwiftUI

struct Book {
    var title: String
}

struct EditorConfig {
    var isEditorPresented = false
    var note = ""
    var progress: Double = 0

    mutating func present(initialProgress: Double) {
        progress = initialProgress
        note = ""
        isEditorPresented = true
    }
}

struct ProgressEditor: View {
    @Binding var editorConfig: EditorConfig

    var body: some View {
        let _ = print("ProgressEditor: progress \(editorConfig.progress), note \"\(editorConfig.note)\"")
        VStack {
            Slider(value: $editorConfig.progress)
            TextField("Note", text: $editorConfig.note)
            Button("Done") {
                editorConfig.isEditorPresented = false
            }
        }
    }
}

struct BookView: View {
    var book: Book
    var progress: Double
    @State private var editorConfig = EditorConfig()

    func presentEditor() {
        editorConfig.present(initialProgress: progress)
    }

    var body: some View {
        let _ = print("BookView: \(book.title)")
        VStack {
            Text(book.title)
            Button(action: presentEditor) {
                Label("Update Progress", systemImage: "book.circle")
            }
        }
        .sheet(isPresented: $editorConfig.isEditorPresented) {
            ProgressEditor(editorConfig: $editorConfig)
        }
    }
}

:mount BookView(book: Book(title: "Ancillary Justice"), progress: 0.25)
// expect: BookView: Ancillary Justice
:tap "Update Progress"
// expect: ProgressEditor: progress 0.25, note ""
:type "Go" into "Note"
// expect: ProgressEditor: progress 0.25, note "G"
// expect: ProgressEditor: progress 0.25, note "Go"
