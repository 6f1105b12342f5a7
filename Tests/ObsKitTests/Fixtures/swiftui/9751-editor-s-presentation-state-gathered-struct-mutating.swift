// WWDC20 "Data Essentials in SwiftUI" style: the editor's presentation state gathered in a struct with a mutating present(initialProgress:), kept in one @State; the sheet is bound to $editorConfig.isEditorPresented, the editor edits the config through @Binding, and Save hands the progress back through a closure and dismisses; the book view reads only its page count, so only Save runs it (rules §3.5, §9.3, §15.1, §15.12)
// corrected: on :dismiss the editor's body runs once more with the config it reads through @Binding: rules §13.1 (ObsREPL's choice) writes false to the binding while the sheet is still shown and then removes it, so the content that reads the binding updates first (unlike dismiss(), §15.12, whose update already sees the sheet gone); the helper who wrote this expected no body
import SwiftUI

struct EditorConfig {
    var isEditorPresented = false
    var note = ""
    var progress = 0

    mutating func present(initialProgress: Int) {
        progress = initialProgress
        note = ""
        isEditorPresented = true
    }
}

struct ProgressEditor: View {
    @Binding var config: EditorConfig
    let onSave: (Int, String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ProgressEditor body: \(config.progress) '\(config.note)'")
        Form {
            Stepper("Pages read", value: $config.progress, in: 0...500, step: 10)
            TextField("Note", text: $config.note)
            Button("Save") {
                onSave(config.progress, config.note)
                dismiss()
            }
        }
    }
}

struct BookProgressView: View {
    @State private var pagesRead = 120
    @State private var editorConfig = EditorConfig()

    var body: some View {
        let _ = print("BookProgressView body: \(pagesRead) pages")
        VStack {
            Text("\(pagesRead) pages read")
            Button("Update progress") {
                editorConfig.present(initialProgress: pagesRead)
            }
        }
        .sheet(isPresented: $editorConfig.isEditorPresented) {
            ProgressEditor(config: $editorConfig) { progress, note in
                pagesRead = progress
                print("saved \(progress) with note '\(note)'")
            }
        }
    }
}

:mount BookProgressView()
// expect: BookProgressView body: 120 pages
:tap "Update progress"
// expect: ProgressEditor body: 120 ''
:step "Pages read" up
// expect: ProgressEditor body: 130 ''
:type "ok" into "Note"
// expect: ProgressEditor body: 130 'o'
// expect: ProgressEditor body: 130 'ok'
:tap "Save"
// expect: saved 130 with note 'ok'
// expect: BookProgressView body: 130 pages
:tap "Update progress"
// expect: ProgressEditor body: 130 ''
:dismiss
// expect: ProgressEditor body: 130 ''
