// Style: Stack Overflow question. Forum question: "onChange(of: messages.count) doesn't fire when I edit a message, and my onChange never runs at launch."
// SwiftUI: onChange compares the value it watches; an edit in place leaves `count` equal, so the action does not run, though the body does (rules §8.1, §8.3;
// Apple `view/onchange(of:initial:_:)`). Watching the Equatable array itself fires on the edit; `initial: true` also runs the action when the view
// first appears (Apple `view/onchange(of:initial:_:)`), after the update that showed it (rules §10.3).
import SwiftUI
import Observation

@Observable
final class Inbox {
    var messages = ["Hi", "Lunch?"]
}

struct CountWatcher: View {
    @State private var inbox = Inbox()

    var body: some View {
        let _ = print("count watcher body")
        VStack {
            ForEach(inbox.messages, id: \.self) { Text($0) }
            Button("Edit first (count)") { inbox.messages[0] = "Hello" }
            Button("Add (count)") { inbox.messages.append("Dinner?") }
        }
        .onChange(of: inbox.messages.count) { oldCount, newCount in
            print("count \(oldCount) -> \(newCount)")
        }
    }
}

struct ListWatcher: View {
    @State private var inbox = Inbox()

    var body: some View {
        let _ = print("list watcher body")
        VStack {
            ForEach(inbox.messages, id: \.self) { Text($0) }
            Button("Edit first (list)") { inbox.messages[0] = "Hello" }
        }
        .onChange(of: inbox.messages, initial: true) { _, newMessages in
            print("list watcher: \(newMessages)")
        }
    }
}

struct MailScreen: View {
    var body: some View {
        VStack {
            CountWatcher()
            ListWatcher()
        }
    }
}

:mount MailScreen()
// expect: count watcher body
// expect: list watcher body
// expect: list watcher: ["Hi", "Lunch?"]
:tap "Edit first (count)"
// expect: count watcher body
:tap "Add (count)"
// expect: count watcher body
// expect: count 2 -> 3
:tap "Edit first (list)"
// expect: list watcher body
// expect: list watcher: ["Hello", "Lunch?"]
