// A compose screen that switches between a reply editor and a forward editor with a `switch`, each editor owning
// its draft model as a @StateObject: the "my view model is recreated when I switch tabs of my segmented control"
// question.
// What SwiftUI does: each `case` of a `switch` in a view builder is a branch of its own, like `if/else` (rules §1.1),
// so changing the mode destroys the editor in the old case and makes the one in the new case. The new editor's
// init runs in the parent's body (rules §2.6); the old node's death releases its model, which deinits before the new
// node's @StateObject closure runs (rules §1.4, ObsREPL's choice); then the new body (rules §4.2); onDisappear (old)
// and onAppear (new) run after the update (rules §11.1). Choosing the mode that is already on is an equal write and
// does nothing (rules §3.4).
// Sources: rules §1.1, §1.4, §2.6, §3.4, §4.1, §4.2, §4.4, §11.1; https://developer.apple.com/documentation/swiftui/stateobject;
// WWDC21 "Demystify SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

final class DraftModel: ObservableObject {
    let kind: String
    @Published var words = 0

    init(kind: String) {
        self.kind = kind
        print("DraftModel init: \(kind)")
    }

    deinit { print("DraftModel deinit: \(kind)") }
}

struct DraftEditor: View {
    @StateObject private var model: DraftModel

    init(kind: String) {
        print("DraftEditor init: \(kind)")
        _model = StateObject(wrappedValue: DraftModel(kind: kind))
    }

    var body: some View {
        let _ = print("DraftEditor body: \(model.kind), \(model.words) words")
        Button("Type a word") { model.words += 1 }
    }
}

enum ComposeMode {
    case reply, forward
}

struct ComposeScreen: View {
    @State private var mode = ComposeMode.reply

    var body: some View {
        let _ = print("ComposeScreen body: \(mode)")
        VStack {
            switch mode {
            case .reply:
                DraftEditor(kind: "reply")
                    .onAppear { print("reply editor appear") }
                    .onDisappear { print("reply editor disappear") }
            case .forward:
                DraftEditor(kind: "forward")
                    .onAppear { print("forward editor appear") }
                    .onDisappear { print("forward editor disappear") }
            }
            Button("Reply") { mode = .reply }
            Button("Forward") { mode = .forward }
        }
    }
}

:mount ComposeScreen()
// expect: ComposeScreen body: reply
// expect: DraftEditor init: reply
// expect: DraftModel init: reply
// expect: DraftEditor body: reply, 0 words
// expect: reply editor appear
:tap "Type a word"
// expect: DraftEditor body: reply, 1 words
:tap "Forward"
// expect: ComposeScreen body: forward
// expect: DraftEditor init: forward
// expect: DraftModel deinit: reply
// expect: DraftModel init: forward
// expect: DraftEditor body: forward, 0 words
// expect: reply editor disappear
// expect: forward editor appear
:tap "Forward"
:tap "Reply"
// expect: ComposeScreen body: reply
// expect: DraftEditor init: reply
// expect: DraftModel deinit: forward
// expect: DraftModel init: reply
// expect: DraftEditor body: reply, 0 words
// expect: forward editor disappear
// expect: reply editor appear
