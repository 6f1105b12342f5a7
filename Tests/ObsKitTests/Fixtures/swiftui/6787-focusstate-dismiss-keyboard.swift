// Follows Apple's `FocusState.wrappedValue` page
// (https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue): "When focus is not in any view that
// is bound to this state, the wrapped value will be nil (for optional-typed state) or false (for Bool-typed
// state)"; with `focused(_:)`: "If a caller sets the value to false, SwiftUI automatically dismisses focus."
// Own code: a chat input bar whose Send button sends and lowers the keyboard.
// - The body reads the focus and the sent list, never `message`: typing runs nothing (rules §3.5); each focus
//   change runs it (rules §15.10, §15.14 ObsREPL's choice).
// - Send appends, clears the field and sets the focus to false in one action: one body (rules §10.1).
// - Typing into the unfocused field focuses it first, as the user's tap does (rules §15.10): the one body that
//   `:type "Yo"` prints, whatever the keystrokes do.
import SwiftUI

struct MessageBar: View {
    @State private var message = ""
    @State private var sent: [String] = []
    @FocusState private var inputActive: Bool

    var body: some View {
        let _ = print("MessageBar body: \(sent.count) sent, keyboard \(inputActive ? "up" : "down")")
        VStack {
            ForEach(sent, id: \.self) { line in
                Text(line)
            }
            HStack {
                TextField("Message", text: $message)
                    .focused($inputActive)
                Button("Send") {
                    print("send '\(message)'")
                    sent.append(message)
                    message = ""
                    inputActive = false
                }
            }
        }
    }
}

:mount MessageBar()
// expect: MessageBar body: 0 sent, keyboard down
:focus "Message"
// expect: MessageBar body: 0 sent, keyboard up
:type "Hey" into "Message"
:tap "Send"
// expect: send 'Hey'
// expect: MessageBar body: 1 sent, keyboard down
:type "Yo" into "Message"
// expect: MessageBar body: 1 sent, keyboard up
:tap "Send"
// expect: send 'Yo'
// expect: MessageBar body: 2 sent, keyboard down
