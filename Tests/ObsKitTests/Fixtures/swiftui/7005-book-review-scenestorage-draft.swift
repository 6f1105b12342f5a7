// Book review draft: an editor that keeps the review text in @SceneStorage and a private note in @State, shown and
// hidden by a toggle, as WWDC20's "Data Essentials in SwiftUI" recommends scene storage for state restoration; own
// code.
// What SwiftUI does: @SceneStorage keeps a scene's UI state by key, outside the view; @State lives in the view's
// node. Hiding the editor destroys its node (an `if` without else is one slot, filled or empty, rules §1.1, §1.4),
// so the note is gone when it comes back, while the review draft is read back from the scene's storage (rules
// §15.14, ObsREPL's choice for a view shown again in the same scene: the corpus's assumption 8). Typing runs only the
// editor, which reads both; the screen reads only its toggle (rules §3.5).
// Sources: rules §1.1, §1.4, §3.5, §15.14; Apple https://developer.apple.com/documentation/swiftui/scenestorage;
// WWDC20 "Data Essentials in SwiftUI" https://developer.apple.com/videos/play/wwdc2020/10040/
import SwiftUI

struct ReviewEditor: View {
    @SceneStorage("reviewDraft") private var draft = ""
    @State private var privateNote = ""

    var body: some View {
        let _ = print("ReviewEditor body: draft '\(draft)', note '\(privateNote)'")
        VStack {
            TextField("Review", text: $draft)
            TextField("Note", text: $privateNote)
        }
    }
}

struct BookReviewScreen: View {
    @State private var isWriting = false

    var body: some View {
        let _ = print("BookReviewScreen body: writing \(isWriting)")
        VStack {
            Toggle("Write review", isOn: $isWriting)
            if isWriting {
                ReviewEditor()
            }
        }
    }
}

:mount BookReviewScreen()
// expect: BookReviewScreen body: writing false
:toggle "Write review"
// expect: BookReviewScreen body: writing true
// expect: ReviewEditor body: draft '', note ''
:type "Ok" into "Review"
// expect: ReviewEditor body: draft 'O', note ''
// expect: ReviewEditor body: draft 'Ok', note ''
:type "Hm" into "Note"
// expect: ReviewEditor body: draft 'Ok', note 'H'
// expect: ReviewEditor body: draft 'Ok', note 'Hm'
:toggle "Write review"
// expect: BookReviewScreen body: writing false
:toggle "Write review"
// expect: BookReviewScreen body: writing true
// expect: ReviewEditor body: draft 'Ok', note ''
