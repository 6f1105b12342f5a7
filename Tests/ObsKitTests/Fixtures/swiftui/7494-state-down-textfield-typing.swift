// objc.io-style "Keystrokes and the view tree": a chat screen that owns the draft runs itself and its message list at every keystroke; a `ComposerBar` that owns the draft runs alone
// What SwiftUI does: each keystroke is an update (rules §10.1, ObsREPL's choice) that writes `draft`; the view
// that reads it runs (rules §3.5). Before, that is the chat screen, whose body builds `MessageList` again with
// a new capturing closure, so the list runs too (rules §2.4, §2.7). After, the composer owns and reads the
// draft and runs alone. Sending runs the screen (`_sentCount`); the composer is dirty (its draft was cleared)
// and gets a new closure: it runs once, naming both, `@self` first (rules §2.8, §12.1).
// Sources: rules §2.4, §2.7, §2.8, §3.5, §10.1, §12.1, §12.2, §15.10.
import SwiftUI

struct MessageList: View {
    let sentCount: Int
    let onClear: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(sentCount) sent")
            Button("Clear", action: onClear)
        }
    }
}

struct ChatScreenBefore: View {
    @State private var draft = ""
    @State private var sentCount = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            MessageList(sentCount: sentCount) { sentCount = 0 }
            TextField("Message", text: $draft)
            Text("\(draft.count)/140")
        }
    }
}

struct ComposerBar: View {
    let onSend: () -> Void
    @State var draft = ""

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Message", text: $draft)
            Text("\(draft.count)/140")
            Button("Send") {
                onSend()
                draft = ""
            }
        }
    }
}

struct ChatScreenAfter: View {
    @State private var sentCount = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            MessageList(sentCount: sentCount) { sentCount = 0 }
            ComposerBar { sentCount += 1 }
        }
    }
}

:mount ChatScreenBefore()
// expect: ChatScreenBefore: @self, @identity, _draft, _sentCount changed.
// expect: MessageList: @self changed.
:type "hi" into "Message"
// expect: ChatScreenBefore: _draft changed.
// expect: MessageList: @self changed.
// expect: ChatScreenBefore: _draft changed.
// expect: MessageList: @self changed.
:mount ChatScreenAfter()
// expect: ChatScreenAfter: @self, @identity, _sentCount changed.
// expect: MessageList: @self changed.
// expect: ComposerBar: @self, @identity, _draft changed.
:type "hi" into "Message"
// expect: ComposerBar: _draft changed.
// expect: ComposerBar: _draft changed.
:tap "Send"
// expect: ChatScreenAfter: _sentCount changed.
// expect: MessageList: @self changed.
// expect: ComposerBar: @self, _draft changed.
