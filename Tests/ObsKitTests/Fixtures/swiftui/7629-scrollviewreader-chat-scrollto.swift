// Follows Apple's ScrollViewReader (https://developer.apple.com/documentation/swiftui/scrollviewreader): a chat transcript that scrolls to its newest message and back to the top through the reader's proxy
// What SwiftUI does: `proxy.scrollTo(id)` scrolls the enclosing scroll view to the view with that id (Apple's
// example scrolls between a top and a bottom `@Namespace` id). ObsREPL draws no scroll position, so `scrollTo`
// does nothing it can show (rules §15.9), but the actions around it run as written: the buttons, and the
// `onChange` that follows a new message (rules §10.1).
// Sources: Apple `scrollviewreader`, `scrollviewproxy/scrollto(_:anchor:)`; rules §15.9.
import SwiftUI

struct ChatTranscript: View {
    @State private var messages = (1...20).map { "Message \($0)" }
    @Namespace private var topID

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                Button("Jump to latest") {
                    withAnimation {
                        proxy.scrollTo(messages.count - 1, anchor: .bottom)
                    }
                    print("scrolled to \(messages[messages.count - 1])")
                }
                .id(topID)
                ForEach(messages.indices, id: \.self) { index in
                    Text(messages[index])
                        .id(index)
                }
                Button("Send ping") {
                    messages.append("Ping \(messages.count + 1)")
                }
                Button("Back to top") {
                    proxy.scrollTo(topID)
                    print("scrolled to top")
                }
            }
            .onChange(of: messages.count) { _, count in
                proxy.scrollTo(count - 1)
                print("new message, \(count) in all")
            }
        }
    }
}

:mount ChatTranscript()
:tap "Jump to latest"
// expect: scrolled to Message 20
:tap "Send ping"
// expect: new message, 21 in all
:tap "Jump to latest"
// expect: scrolled to Ping 21
:tap "Back to top"
// expect: scrolled to top
