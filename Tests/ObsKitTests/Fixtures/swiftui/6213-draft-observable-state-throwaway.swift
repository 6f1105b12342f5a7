// `@State private var draft = DraftModel()` with an @Observable class in a child: every parent render runs the initializer again, but the installed model (and its text) is kept; expected output by the SwiftUI rules (rules §3 "the initial expression runs on every struct init", "later initial values are ignored"; T6 from forums.swift.org/t/observations-state-init-multiple-times/77739)
import SwiftUI

@Observable
final class DraftModel {
    static var made = 0
    var text = ""
    let number: Int

    init() {
        DraftModel.made += 1
        number = DraftModel.made
        print("DraftModel init #\(number)")
    }
}

struct DraftEditor: View {
    @State private var draft = DraftModel()

    var body: some View {
        VStack {
            Text(draft.text)
            Button("Append") { draft.text += "x" }
            Button("Show draft") { print("draft #\(draft.number): \(draft.text)") }
        }
    }
}

struct Composer: View {
    @State private var sendCount = 0

    var body: some View {
        VStack {
            Text("Sent \(sendCount)")
            Button("Send") { sendCount += 1 }
            DraftEditor()
        }
    }
}

:mount Composer()
:tap "Append"
:tap "Append"
:tap "Send"
:tap "Send"
:tap "Show draft"

// expect: DraftModel init #1
// expect: DraftModel init #2
// expect: DraftModel init #3
// expect: draft #1: xx
