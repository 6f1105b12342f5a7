// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewbuilder (a generic Card container takes its content through a @ViewBuilder closure, and a @ViewBuilder computed property uses `if let` to include the banner only while there is a message; the banner appears and disappears with it)
import SwiftUI

struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            content()
        }
    }
}

struct InboxView: View {
    @State private var message: String?

    @ViewBuilder
    private var banner: some View {
        if let message {
            Text(message)
                .onAppear { print("banner shown: \(message)") }
                .onDisappear { print("banner hidden") }
        }
    }

    var body: some View {
        Card(title: "Inbox") {
            banner
            Button("Receive") { message = "New mail" }
            Button("Dismiss") { message = nil }
        }
    }
}

:mount InboxView()
:tap "Receive"
:tap "Dismiss"
:tap "Dismiss"
// expect: banner shown: New mail
// expect: banner hidden
