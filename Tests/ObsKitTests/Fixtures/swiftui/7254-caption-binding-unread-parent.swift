// Photo caption form: the form owns the caption in @State and binds a TextField to it, and a preview subview shows
// it through @Binding, shown only while a Toggle is on (scenario T3 of the rules, in form dress).
// What SwiftUI does: the form's body never reads the caption (it only makes `$caption`), so typing never runs it
// (rules §3.5); the preview read its binding and runs at each keystroke (rules §9.3), `_printChanges` naming the
// binding (rules §12.1). Its first run lists every dynamic property (rules §12.2). The toggle is read by the form
// (the `if`): off destroys the preview, on makes a new one, which reads the kept caption (rules §1.1). Typing while
// the preview is hidden runs nothing at all.
// Sources: rules §1.1, §3.5, §9.3, §12.1, §12.2, T3; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct CaptionPreview: View {
    @Binding var caption: String

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("CaptionPreview body: '\(caption)'")
        Text(caption.isEmpty ? "No caption" : caption)
            .italic()
    }
}

struct PhotoCaptionForm: View {
    @State private var caption = ""
    @State private var showPreview = true

    var body: some View {
        let _ = print("PhotoCaptionForm body")
        Form {
            TextField("Caption", text: $caption)
            Toggle("Show preview", isOn: $showPreview)
            if showPreview {
                Section("Preview") {
                    CaptionPreview(caption: $caption)
                }
            }
        }
    }
}

:mount PhotoCaptionForm()
// expect: PhotoCaptionForm body
// expect: CaptionPreview: @self, @identity, _caption changed.
// expect: CaptionPreview body: ''
:type "Hi" into "Caption"
// expect: CaptionPreview: _caption changed.
// expect: CaptionPreview body: 'H'
// expect: CaptionPreview: _caption changed.
// expect: CaptionPreview body: 'Hi'
:toggle "Show preview"
// expect: PhotoCaptionForm body
:type "!" into "Caption"
:toggle "Show preview"
// expect: PhotoCaptionForm body
// expect: CaptionPreview: @self, @identity, _caption changed.
// expect: CaptionPreview body: 'Hi!'
