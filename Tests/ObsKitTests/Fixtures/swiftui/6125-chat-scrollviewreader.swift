// A chat log that scrolls to the newest message: ScrollViewReader around a ScrollView of rows with .id,
// onChange of the count calling proxy.scrollTo, and a "Top" button with withAnimation.
// Expected: Send appends; the onChange runs after the update and prints the row it scrolls to.
import SwiftUI

struct ChatLog: View {
    @State private var messages = (1...30).map { "Message \($0)" }

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(messages, id: \.self) { message in
                            Text(message)
                                .id(message)
                        }
                    }
                }
                HStack {
                    Button("Top") {
                        withAnimation {
                            proxy.scrollTo("Message 1", anchor: .top)
                        }
                    }
                    Button("Send") {
                        messages.append("Message \(messages.count + 1)")
                    }
                }
            }
            .onChange(of: messages.count) {
                if let last = messages.last {
                    proxy.scrollTo(last, anchor: .bottom)
                    print("scrolled to \(last)")
                }
            }
        }
    }
}

:mount ChatLog()
:tap "Send"
:tap "Top"
:tap "Send"

// expect: scrolled to Message 31
// expect: scrolled to Message 32
