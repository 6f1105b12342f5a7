// The classic surprise of the edit-view pattern, own code in the style of beginner courses: an editor that copies
// its `nickname` parameter into @State in `init`. The parent changes the nickname; one editor keeps its old draft,
// the other, given `.id(nickname)`, starts over.
// What SwiftUI does: the parent's body builds both editors again (their inits run, rules §2.6), but @State storage
// is made once per node, from the first init's value: a later `State(initialValue:)` is ignored (rules §3.2; Apple
// `State`: "SwiftUI initializes a state property only once"). The plain editor runs with the new parameter and the
// old draft. The editor with `.id(nickname)` gets a new identity when the nickname changes: its node is replaced and
// its @State is set up from the current init (rules §1.3), so it shows the new nickname. Typing into one draft runs
// only that editor (rules §3.4).
// Sources: rules §1.3, §2.6, §2.7, §3.2, §3.4; https://developer.apple.com/documentation/swiftui/state
// https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

struct NicknameEditor: View {
    let label: String
    let nickname: String
    @State private var draft: String

    init(label: String, nickname: String) {
        self.label = label
        self.nickname = nickname
        _draft = State(initialValue: nickname)
        print("NicknameEditor init: \(label), \(nickname)")
    }

    var body: some View {
        let _ = print("NicknameEditor body: \(label), nickname \(nickname), draft \(draft)")
        TextField(label, text: $draft)
    }
}

struct ProfileView: View {
    @State private var nickname = "Sparrow"

    var body: some View {
        let _ = print("ProfileView body: \(nickname)")
        VStack {
            Text("Current: \(nickname)")
            NicknameEditor(label: "Plain draft", nickname: nickname)
            NicknameEditor(label: "Reset draft", nickname: nickname)
                .id(nickname)
            Button("Use Falcon") {
                nickname = "Falcon"
            }
        }
    }
}

:mount ProfileView()
// expect: ProfileView body: Sparrow
// expect: NicknameEditor init: Plain draft, Sparrow
// expect: NicknameEditor init: Reset draft, Sparrow
// expect: NicknameEditor body: Plain draft, nickname Sparrow, draft Sparrow
// expect: NicknameEditor body: Reset draft, nickname Sparrow, draft Sparrow
:type "!" into "Plain draft"
// expect: NicknameEditor body: Plain draft, nickname Sparrow, draft Sparrow!
:tap "Use Falcon"
// expect: ProfileView body: Falcon
// expect: NicknameEditor init: Plain draft, Falcon
// expect: NicknameEditor init: Reset draft, Falcon
// expect: NicknameEditor body: Plain draft, nickname Falcon, draft Sparrow!
// expect: NicknameEditor body: Reset draft, nickname Falcon, draft Falcon
