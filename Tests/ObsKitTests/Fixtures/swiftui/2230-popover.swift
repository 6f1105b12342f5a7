// Issue 13 (B), popover on iPhone: in compact width a popover adapts to a sheet. Its content is built when
// presented; `:dismiss` (a swipe, or a tap outside) sets the binding to false. Buttons in it are tappable.
// Source: https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
// (in a compact size class the system shows the popover as a sheet),
// https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:). Rules §2, §13.
import SwiftUI

struct Tips: View {
    let topic: String
    init(topic: String) {
        self.topic = topic
        print("Tips.init", topic)
    }
    var body: some View {
        Button("Got it") { print("got it:", topic) }
    }
}

struct Editor: View {
    @State private var showingTips = false

    var body: some View {
        VStack {
            Button("Help") { showingTips = true }
            Button("State") { print("showing tips:", showingTips) }
        }
        .popover(isPresented: $showingTips) {
            Tips(topic: "editing")
        }
    }
}

:mount Editor()
:tap "Help"
:tap "Got it"
:dismiss
:tap "State"

// expect: Tips.init editing
// expect: got it: editing
// expect: showing tips: false
