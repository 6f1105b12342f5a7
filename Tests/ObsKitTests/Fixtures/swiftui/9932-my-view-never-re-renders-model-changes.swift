// Apple Developer Forums style: "my view never re-renders when the model changes": the composer reads its @Observable draft only inside button actions and a tap gesture, which are not tracked, so it never runs again; only the counter that reads `sent` in its body does (rules §8.3, §8.4)
import SwiftUI

@Observable
final class Draft {
    var text = ""
    var sent = 0
}

struct SentCounter: View {
    let draft: Draft

    var body: some View {
        let _ = print("SentCounter body: \(draft.sent)")
        Text("Sent \(draft.sent)")
    }
}

struct Composer: View {
    @State private var draft = Draft()

    var body: some View {
        let _ = print("Composer body")
        VStack {
            Button("Type") { draft.text += "a" }
            Button("Send") {
                print("sending '\(draft.text)'")
                draft.sent += 1
                draft.text = ""
            }
            Text("Length")
                .onTapGesture { print("length \(draft.text.count)") }
            SentCounter(draft: draft)
        }
        .onAppear { print("appeared with '\(draft.text)'") }
    }
}

:mount Composer()
// expect: Composer body
// expect: SentCounter body: 0
// expect: appeared with ''
:tap "Type"
:tap "Type"
:tap "Length"
// expect: length 2
:tap "Send"
// expect: sending 'aa'
// expect: SentCounter body: 1
:tap "Length"
// expect: length 0
