// A post composer that owns the caption but never shows it: a field child edits it through a @Binding and a preview
// child shows it through a @Binding, the shape of Stack Overflow question 63498120 ("why does my parent not
// re-render?").
// What SwiftUI does: the composer's body never reads `caption` (making `$caption` is not a read), so typing does
// not run it (rules §3.5). The field child only passes `$caption` on to the TextField, which is not a read either,
// so it doesn't run. The preview reads the binding, so each keystroke re-runs the preview alone (rules §9.3, T3).
// The counter child, given a constant, never runs again.
// Sources: rules §3.5, §9.3, §10.1, T3; https://stackoverflow.com/q/63498120;
// https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct CaptionField: View {
    @Binding var caption: String

    var body: some View {
        let _ = print("CaptionField body")
        TextField("Caption", text: $caption)
    }
}

struct CaptionPreview: View {
    @Binding var caption: String

    var body: some View {
        let _ = print("CaptionPreview body: '\(caption)'")
        Text(caption)
    }
}

struct CaptionLimit: View {
    let limit: Int

    var body: some View {
        let _ = print("CaptionLimit body")
        Text("max \(limit) characters")
    }
}

struct PostComposer: View {
    @State private var caption = ""

    var body: some View {
        let _ = print("PostComposer body")
        VStack {
            CaptionField(caption: $caption)
            CaptionPreview(caption: $caption)
            CaptionLimit(limit: 40)
        }
    }
}

:mount PostComposer()
// expect: PostComposer body
// expect: CaptionField body
// expect: CaptionPreview body: ''
// expect: CaptionLimit body
:type "Hi" into "Caption"
// expect: CaptionPreview body: 'H'
// expect: CaptionPreview body: 'Hi'
