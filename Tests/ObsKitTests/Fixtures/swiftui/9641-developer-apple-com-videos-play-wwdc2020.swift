// WWDC20, "Data Essentials in SwiftUI", https://developer.apple.com/videos/play/wwdc2020/10040/ — BookView keeps an EditorConfig struct in @State with a mutating present(), presents ProgressEditor in a sheet bound to $editorConfig.isEditorPresented, and the editor edits the struct through a binding
// The session groups related view state in one struct. The owner's body reads editorConfig.progress, so any write
// to the struct (the note included) re-runs it (rules §3.4, §3.5); the editor gets $editorConfig, a binding whose
// value changed, and runs once per change too (§2.5, §9.3). Done writes the flag and the sheet closes.
import SwiftUI

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
        let _ = print("ProgressEditor body, note '\(editorConfig.note)'")
        Form {
            TextField("Note", text: $editorConfig.note)
            Button("Halfway") { editorConfig.progress = 0.5 }
            Button("Done") {
                print("saved note: \(editorConfig.note)")
                editorConfig.isEditorPresented = false
            }
        }
    }
}

struct BookView: View {
    @State private var editorConfig = EditorConfig()

    func presentEditor() {
        editorConfig.present(initialProgress: 0.2)
    }

    var body: some View {
        let _ = print("BookView body, progress \(Int(editorConfig.progress * 100))%")
        VStack {
            Text("Progress \(Int(editorConfig.progress * 100))%")
            Button("Update Progress", action: presentEditor)
        }
        .sheet(isPresented: $editorConfig.isEditorPresented) {
            ProgressEditor(editorConfig: $editorConfig)
        }
    }
}

:mount BookView()
// expect: BookView body, progress 0%
:tap "Update Progress"
// expect: BookView body, progress 20%
// expect: ProgressEditor body, note ''
:type "Hi" into "Note"
// expect: BookView body, progress 20%
// expect: ProgressEditor body, note 'H'
// expect: BookView body, progress 20%
// expect: ProgressEditor body, note 'Hi'
:tap "Halfway"
// expect: BookView body, progress 50%
// expect: ProgressEditor body, note 'Hi'
:tap "Done"
// expect: saved note: Hi
// expect: BookView body, progress 50%
