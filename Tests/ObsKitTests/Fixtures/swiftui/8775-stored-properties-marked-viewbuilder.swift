// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewbuilder (stored properties marked @ViewBuilder give the memberwise init builder closures; the container calls them in its body, and what they build reflects the caller's current state)
import SwiftUI

struct Panel<Header: View, Content: View>: View {
    @ViewBuilder var header: () -> Header
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack {
            header()
            Divider()
            content()
        }
    }
}

struct InboxPanel: View {
    @State private var unread = 3

    var body: some View {
        Panel {
            Text("Inbox")
            Button("Unread: \(unread)") { print("header says \(unread) unread") }
        } content: {
            Button("Read one") { unread -= 1 }
            if unread == 0 {
                Button("All caught up") { print("nothing left to read") }
            }
        }
    }
}

:mount InboxPanel()
:tap "Unread: 3"
:tap "Read one"
:tap "Unread: 2"
:tap "Read one"
:tap "Read one"
:tap "All caught up"
:tap "Unread: 0"
// expect: header says 3 unread
// expect: header says 2 unread
// expect: nothing left to read
// expect: header says 0 unread
