// SwiftUI from Apple's documentation: View.onReceive(_:perform:)
// Source: developer.apple.com/documentation/swiftui/view/onreceive(_:perform:): "Adds an action to
// perform when this view detects data emitted by the given publisher." action: "The action to
// perform when an event is emitted by publisher. The event emitted by publisher is passed as a
// parameter to action." State: "When the value changes, SwiftUI updates the parts of the view
// hierarchy that depend on the value." PassthroughSubject has no initial value.
import SwiftUI
import Combine

final class MessageCenter: ObservableObject {
    let messages = PassthroughSubject<String, Never>()
}

struct InboxView: View {
    @StateObject private var center = MessageCenter()
    @State private var latest = "none"

    var body: some View {
        let _ = print("body: latest \(latest)")
        VStack {
            Text("Latest: \(latest)")
            Button("Send hello") { center.messages.send("hello") }
            Button("Send bye") { center.messages.send("bye") }
        }
        .onReceive(center.messages) { message in
            print("received \(message)")
            latest = message
        }
    }
}

:mount InboxView()
:tap "Send hello"
:tap "Send bye"

// expect: body: latest none
// expect: received hello
// expect: body: latest hello
// expect: received bye
// expect: body: latest bye
