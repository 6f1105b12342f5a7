// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:) (a RawRepresentable enum kept in SceneStorage, as in the MyEnum example; the value is shared with the other SceneStorage variable of the same key in the same scene)
import SwiftUI

enum Mailbox: Int {
    case inbox
    case archive
}

struct Sidebar: View {
    @SceneStorage("selectedMailbox") private var selection = Mailbox.inbox

    var body: some View {
        Button("Open Archive") { selection = .archive }
    }
}

struct StatusBar: View {
    @SceneStorage("selectedMailbox") private var selection = Mailbox.inbox

    var body: some View {
        VStack {
            Text("Showing \(selection)")
            Button("Which mailbox?") { print("status bar: \(selection) (\(selection.rawValue))") }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Sidebar()
            StatusBar()
        }
    }
}

:mount ContentView()
:tap "Which mailbox?"
:tap "Open Archive"
:tap "Which mailbox?"
// expect: status bar: inbox (0)
// expect: status bar: archive (1)
