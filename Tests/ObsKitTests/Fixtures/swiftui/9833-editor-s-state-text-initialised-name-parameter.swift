// Pitfall on purpose, then fixed with onChange: an editor's @State text initialised from its name parameter keeps the first greeting when the parent picks another recipient (its body runs, with the stored text); the fix watches the parameter with onChange(of:) and resets the text, a second body run in the same turn (rules §3.2, §2.5, §11.1, §10.1)
import SwiftUI

struct StaleGreetingEditor: View {
    let name: String
    @State private var text: String

    init(name: String) {
        self.name = name
        _text = State(initialValue: "Hi \(name)")
    }

    var body: some View {
        let _ = print("StaleGreetingEditor body: \(text)")
        TextField("Greeting", text: $text)
    }
}

struct GreetingEditor: View {
    let name: String
    @State private var text: String

    init(name: String) {
        self.name = name
        _text = State(initialValue: "Hi \(name)")
    }

    var body: some View {
        let _ = print("GreetingEditor body: \(text)")
        TextField("Greeting", text: $text)
            .onChange(of: name) { _, newName in
                text = "Hi \(newName)"
                print("reset for \(newName)")
            }
    }
}

struct StaleInbox: View {
    @State private var recipient = "Ann"

    var body: some View {
        let _ = print("StaleInbox body: \(recipient)")
        VStack {
            Button("Write to Bo") { recipient = "Bo" }
            StaleGreetingEditor(name: recipient)
        }
    }
}

struct Inbox: View {
    @State private var recipient = "Ann"

    var body: some View {
        let _ = print("Inbox body: \(recipient)")
        VStack {
            Button("Write to Bo") { recipient = "Bo" }
            GreetingEditor(name: recipient)
        }
    }
}

:mount StaleInbox()
// expect: StaleInbox body: Ann
// expect: StaleGreetingEditor body: Hi Ann
:tap "Write to Bo"
// expect: StaleInbox body: Bo
// expect: StaleGreetingEditor body: Hi Ann
:mount Inbox()
// expect: Inbox body: Ann
// expect: GreetingEditor body: Hi Ann
:type "!" into "Greeting"
// expect: GreetingEditor body: Hi Ann!
:tap "Write to Bo"
// expect: Inbox body: Bo
// expect: GreetingEditor body: Hi Ann!
// expect: reset for Bo
// expect: GreetingEditor body: Hi Bo
