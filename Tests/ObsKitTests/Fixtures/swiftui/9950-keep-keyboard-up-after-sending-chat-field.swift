// Reddit r/SwiftUI style: "keep the keyboard up after sending": a chat field with a Bool @FocusState whose onSubmit sends and sets the focus to true; the write equals the current value, so it does nothing and the Return still takes the focus away (a submit on the unfocused field changes nothing) (rules §15.10, §3.4, §10.1)
// corrected: first written expecting the field to stay focused after each send; by rules §15.10 (":submit" runs the action, then the field loses the focus unless the action moved it) and §3.4 (an equal write does nothing), `inputFocused = true` while it is true moves nothing, so the focus is lost after each submit and regained by the next :type
import SwiftUI

struct ChatView: View {
    @State private var messages: [String] = []
    @State private var text = ""
    @FocusState private var inputFocused: Bool

    var body: some View {
        let _ = print("ChatView body: \(messages.count) msgs, focused=\(inputFocused)")
        VStack {
            ForEach(messages, id: \.self) { message in
                Text(message)
            }
            TextField("Message", text: $text)
                .focused($inputFocused)
                .onSubmit { send() }
            Button("Send") { send() }
        }
    }

    func send() {
        guard !text.isEmpty else {
            print("empty, ignored")
            return
        }
        messages.append(text)
        text = ""
        inputFocused = true
    }
}

:mount ChatView()
// expect: ChatView body: 0 msgs, focused=false
:type "hi" into "Message"
// expect: ChatView body: 0 msgs, focused=true
:submit "Message"
// expect: ChatView body: 1 msgs, focused=false
:type "yo" into "Message"
// expect: ChatView body: 1 msgs, focused=true
:submit "Message"
// expect: ChatView body: 2 msgs, focused=false
:submit "Message"
// expect: empty, ignored
:tap "Send"
// expect: empty, ignored
