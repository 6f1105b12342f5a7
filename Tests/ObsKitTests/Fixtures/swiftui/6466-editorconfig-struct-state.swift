// WWDC20 "Data Essentials in SwiftUI" (EditorConfig: a struct in @State with a mutating present(), passed down as a Binding); rules §3.4, §3.5 (a struct in @State is one dependency), §9.3, §8.7
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
    @Binding var editorConfig: EditorConfig

    var body: some View {
        VStack {
            TextField("Note", text: $editorConfig.note)
            Button("Done") { editorConfig.isEditorPresented = false }
        }
    }
}

struct BookView: View {
    @State private var editorConfig = EditorConfig()

    var body: some View {
        let _ = print("BookView body: \(editorConfig.progress)%, note '\(editorConfig.note)'")
        VStack {
            Text("Progress \(editorConfig.progress)%")
            Button("Update Progress") { editorConfig.present(initialProgress: 25) }
        }
        .sheet(isPresented: $editorConfig.isEditorPresented) {
            ProgressEditor(editorConfig: $editorConfig)
        }
    }
}

:mount BookView()
:tap "Update Progress"
:type "Hi" into "Note"
:tap "Done"

// expect: BookView body: 0%, note ''
// expect: BookView body: 25%, note ''
// expect: BookView body: 25%, note 'H'
// expect: BookView body: 25%, note 'Hi'
// expect: BookView body: 25%, note 'Hi'
