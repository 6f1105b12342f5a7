// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (a @StateObject inside a sheet's content: each presentation is a new view, so the model is made again and the edits start over)
// sheet(isPresented:onDismiss:content:) builds its content when the sheet is presented; dismissing removes it.
// StateObject: SwiftUI "does create a new instance if the identity of a view changes" — a view that leaves the
// hierarchy and comes back is a new view with a new lifetime, so its state object is made again.
// - Mount: only the button; the sheet's content isn't built.
// - "Edit profile": the sheet's editor is made: its model, then its body.
// - "Edit": the editor's own model changes.
// - Dismiss, then "Edit profile" again: a new model, 0 edits.
import SwiftUI

final class EditorModel: ObservableObject {
    @Published var edits = 0

    init() {
        print("editor model made")
    }
}

struct ProfileEditor: View {
    @StateObject private var model = EditorModel()

    var body: some View {
        let _ = print("editor body: \(model.edits) edits")
        VStack {
            Text("\(model.edits) unsaved edits")
            Button("Edit") { model.edits += 1 }
        }
    }
}

struct ProfileScreen: View {
    @State private var showEditor = false

    var body: some View {
        Button("Edit profile") { showEditor = true }
            .sheet(isPresented: $showEditor) {
                ProfileEditor()
            }
    }
}

:mount ProfileScreen()
:tap "Edit profile"
// expect: editor model made
// expect: editor body: 0 edits
:tap "Edit"
// expect: editor body: 1 edits
:dismiss
:tap "Edit profile"
// expect: editor model made
// expect: editor body: 0 edits
