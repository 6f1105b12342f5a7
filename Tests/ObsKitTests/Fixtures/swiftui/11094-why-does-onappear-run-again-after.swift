// Reddit r/SwiftUI style (why does onAppear run again after going back): popping a pushed view makes the root appear again; a flag guards one-time loading; the link's destination struct is built in the root's body (rules §11.1, §14.3, §3.5, §2.6)
import SwiftUI

struct MessageView: View {
    init() { print("MessageView init") }
    var body: some View {
        Text("Hello")
            .onAppear { print("MessageView onAppear") }
    }
}

struct InboxView: View {
    @State private var naiveLoads = 0
    @State private var didLoad = false
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open message") { MessageView() }
                Text("Loaded \(naiveLoads) times")
            }
            .onAppear {
                naiveLoads += 1
                print("naive load #\(naiveLoads)")
            }
            .onAppear {
                guard !didLoad else {
                    print("guarded: already loaded")
                    return
                }
                didLoad = true
                print("guarded load")
            }
            .onDisappear { print("Inbox onDisappear") }
        }
    }
}

:mount InboxView()
// expect: MessageView init
// expect: naive load #1
// expect: guarded load
// expect: MessageView init
:tap "Open message"
// expect: MessageView onAppear
// expect: Inbox onDisappear
:back
// expect: naive load #2
// expect: guarded: already loaded
// expect: MessageView init
