// Style: Reddit r/SwiftUI question. Forum question: "My list reloads every time I come back from the detail screen — onAppear (and .task) run again."
// SwiftUI: only a stack's top is on screen: a push makes the covered view disappear and a pop makes it appear again (rules §14.3, §11.1), so
// onAppear runs again and `.task` starts again (rules §11.3). A flag kept in @State, which lives as long as the node, loads once (rules §3.2).
// Callbacks of one update: disappears before appears (rules §11.1, ObsREPL's choice); tasks start after the appearance callbacks (rules §10.1).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct MessageView: View {
    var body: some View {
        Text("Message")
            .onAppear { print("message appeared") }
            .onDisappear { print("message disappeared") }
    }
}

struct InboxList: View {
    @State private var appearances = 0
    @State private var didLoad = false

    var body: some View {
        List {
            NavigationLink("Open message") {
                MessageView()
            }
        }
        .onAppear {
            appearances += 1
            print("inbox onAppear #\(appearances)")
            if !didLoad {
                didLoad = true
                print("first load")
            }
        }
        .task { print("inbox task started") }
    }
}

struct InboxApp: View {
    var body: some View {
        NavigationStack {
            InboxList()
        }
    }
}

:mount InboxApp()
// expect: inbox onAppear #1
// expect: first load
// expect: inbox task started
:tap "Open message"
// expect: message appeared
:back
// expect: inbox onAppear #2
// expect: message disappeared
// expect: inbox task started
