// VALID: a Group whose if/else branches are different view types, and a @ViewBuilder helper function
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7092); expected output from the rules (docs/rules.md).
import SwiftUI

struct Inbox: View {
    @State private var unread = 0

    @ViewBuilder
    func badge(_ n: Int) -> some View {
        if n == 0 {
            Text("No mail")
        } else {
            Label("\(n) new", systemImage: "envelope")
        }
    }

    var body: some View {
        VStack {
            Group {
                if unread > 2 {
                    Text("Lots!")
                } else {
                    badge(unread)
                }
            }
            Button("Receive") {
                unread += 1
                print("unread: \(unread)")
            }
        }
        .onAppear { print("inbox shown") }
    }
}

:mount Inbox()
:tap "Receive"
:tap "Receive"

// expect: inbox shown
// expect: unread: 1
// expect: unread: 2
