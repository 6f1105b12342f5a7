// Stack Overflow Q&A style: "my text is lost when the view is hidden" (keeping UI state without @SceneStorage): a @State inside a view removed by an `if` starts over when it comes back; the same text lifted into the parent and passed as a $binding survives, and the parent's body does not run per keystroke because it never reads the text (rules §1.1, §1.4, §3.5, §9.3)
import SwiftUI

struct DraftPad: View {
    @State private var text = ""

    var body: some View {
        let _ = print("DraftPad body: '\(text)'")
        TextField("Draft", text: $text)
    }
}

struct LiftedPad: View {
    @Binding var text: String

    var body: some View {
        let _ = print("LiftedPad body: '\(text)'")
        TextField("Lifted", text: $text)
    }
}

struct Composer: View {
    @State private var showPads = true
    @State private var lifted = ""

    var body: some View {
        let _ = print("Composer body: showPads=\(showPads)")
        VStack {
            Button(showPads ? "Hide" : "Show") { showPads.toggle() }
            if showPads {
                DraftPad()
                LiftedPad(text: $lifted)
            }
        }
    }
}

:mount Composer()
// expect: Composer body: showPads=true
// expect: DraftPad body: ''
// expect: LiftedPad body: ''
:type "hi" into "Draft"
// expect: DraftPad body: 'h'
// expect: DraftPad body: 'hi'
:type "yo" into "Lifted"
// expect: LiftedPad body: 'y'
// expect: LiftedPad body: 'yo'
:tap "Hide"
// expect: Composer body: showPads=false
:tap "Show"
// expect: Composer body: showPads=true
// expect: DraftPad body: ''
// expect: LiftedPad body: 'yo'
