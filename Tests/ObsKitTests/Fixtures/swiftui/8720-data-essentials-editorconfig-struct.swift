// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (Data Essentials: an EditorConfig struct in @State with a mutating present() drives a sheet; the editor gets a @Binding to the whole config, its edits land in the owner, and present() resets the note)
import SwiftUI

struct EditorConfig {
    var isEditorPresented = false
    var note = ""
    var progress = 0.0

    mutating func present(initialProgress: Double) {
        progress = initialProgress
        note = ""
        isEditorPresented = true
    }
}

struct ProgressEditor: View {
    @Binding var editorConfig: EditorConfig

    var body: some View {
        VStack {
            Text("at \(Int(editorConfig.progress * 100))%")
            TextField("Note", text: $editorConfig.note)
            Button("Done") { editorConfig.isEditorPresented = false }
        }
    }
}

struct BookDetail: View {
    @State private var editorConfig = EditorConfig()

    var body: some View {
        let _ = print("BookDetail: presented \(editorConfig.isEditorPresented), note '\(editorConfig.note)'")
        VStack {
            Text("Note: \(editorConfig.note)")
            Button("Update Progress") { editorConfig.present(initialProgress: 0.4) }
        }
        .sheet(isPresented: $editorConfig.isEditorPresented) {
            ProgressEditor(editorConfig: $editorConfig)
        }
    }
}

:mount BookDetail()
:tap "Update Progress"
:type "Wow" into "Note"
:tap "Done"
:tap "Update Progress"
// expect: BookDetail: presented false, note ''
// expect: BookDetail: presented true, note ''
// expect: BookDetail: presented true, note 'W'
// expect: BookDetail: presented true, note 'Wo'
// expect: BookDetail: presented true, note 'Wow'
// expect: BookDetail: presented false, note 'Wow'
// expect: BookDetail: presented true, note ''
