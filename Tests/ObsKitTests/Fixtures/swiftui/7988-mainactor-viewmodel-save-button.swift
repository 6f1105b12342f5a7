// Style: blog post, "A @MainActor view model and a Save button". The button's action starts `Task { await model.save() }`; the task starts on the
// main actor after the action (rules §10.1, ObsREPL's choice) and sets `isSaving` before its first suspension, so the next update disables the
// button (`@StateObject` re-runs its view on any @Published change, rules §4.4, §6.5). After the sleep the two writes give one body (rules §10.1).
// While saving, the button is disabled and can't be tapped (rules §15.11). The model is made once, before the first body (rules §4.2).
import SwiftUI

@MainActor
final class EditorModel: ObservableObject {
    @Published var text = "Draft"
    @Published var isSaving = false
    @Published var savedCount = 0

    init() { print("EditorModel init") }

    func save() async {
        isSaving = true
        print("saving '\(text)'")
        try? await Task.sleep(for: .seconds(2))
        savedCount += 1
        isSaving = false
        print("saved")
    }
}

struct EditorScreen: View {
    @StateObject private var model = EditorModel()

    var body: some View {
        let _ = print("EditorScreen body: saving \(model.isSaving), saved \(model.savedCount)")
        VStack {
            Text(model.text)
            Button("Save") {
                Task { await model.save() }
            }
            .disabled(model.isSaving)
        }
    }
}

:mount EditorScreen()
// expect: EditorModel init
// expect: EditorScreen body: saving false, saved 0
:tap "Save"
// expect: saving 'Draft'
// expect: EditorScreen body: saving true, saved 0
:advance 2s
// expect: saved
// expect: EditorScreen body: saving false, saved 1
:tap "Save"
// expect: saving 'Draft'
// expect: EditorScreen body: saving true, saved 1
:tap "Save"
// expect-error: button "Save" is disabled
