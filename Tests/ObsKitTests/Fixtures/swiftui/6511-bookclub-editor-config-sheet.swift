// WWDC20 "Data Essentials in SwiftUI" style (book club): transient UI state grouped in one @State struct with a mutating method, a sheet bound to one of its fields, and a @Binding into the editor.
// BookView's body never reads editorConfig: it only makes $editorConfig for the sheet and the editor, and making a
// binding is not a read (rules §3.5, T3); so presenting the sheet and editing the progress run no BookView body.
// The editor writes through @Binding into BookView's @State storage (Apple `binding`; rules §9.3, §15.1); the
// button labels show the value the binding carries, and each :tap by label checks it.
// The sheet's content is an escaping closure, built when the sheet is presented (rules §13.1, §8.4). "Save" writes
// savedProgress, which BookView's body reads, so its body runs once (rules §10.1). A swipe (:dismiss) only sets the
// flag back to false (rules §13.1): saved progress stays, and the next presentation starts again from it.
// The editor's body prints nothing: whether a dismissing sheet's content is updated once more is not specified.
import SwiftUI

struct EditorConfig {
    var isEditorPresented = false
    var progress = 0

    mutating func present(initialProgress: Int) {
        progress = initialProgress
        isEditorPresented = true
    }
}

struct ProgressEditor: View {
    @Binding var editorConfig: EditorConfig
    let onSave: (Int) -> Void

    var body: some View {
        VStack {
            Text("Progress")
            Button("Add 10 to \(editorConfig.progress)") {
                editorConfig.progress += 10
                print("editor progress -> \(editorConfig.progress)")
            }
            Button("Save") {
                print("saving \(editorConfig.progress)")
                onSave(editorConfig.progress)
                editorConfig.isEditorPresented = false
            }
        }
    }
}

struct BookView: View {
    @State private var editorConfig = EditorConfig()
    @State private var savedProgress = 20

    var body: some View {
        let _ = print("BookView body, saved \(savedProgress)")
        VStack {
            Text("Read \(savedProgress)%")
            Button("Update Progress") {
                editorConfig.present(initialProgress: savedProgress)
            }
        }
        .sheet(isPresented: $editorConfig.isEditorPresented) {
            ProgressEditor(editorConfig: $editorConfig) { newValue in
                savedProgress = newValue
            }
        }
    }
}

:mount BookView()
// expect: BookView body, saved 20
:tap "Update Progress"
:tap "Add 10 to 20"
// expect: editor progress -> 30
:tap "Add 10 to 30"
// expect: editor progress -> 40
:tap "Save"
// expect: saving 40
// expect: BookView body, saved 40
:tap "Update Progress"
:tap "Add 10 to 40"
// expect: editor progress -> 50
:dismiss
:tap "Update Progress"
:tap "Add 10 to 40"
// expect: editor progress -> 50
