// Stack Overflow style (popover on iPhone): a popover shows as a sheet on iPhone: its content is built when shown, its @State is new each time, and :dismiss closes it (rules §15.11, §13.1, §1.4, §11.1)
import SwiftUI

struct TipView: View {
    @State private var liked = false
    init() { print("TipView.init") }
    var body: some View {
        let _ = print("TipView.body liked=\(liked)")
        VStack {
            Text("Swipe left to archive.")
            Button(liked ? "Liked" : "Like") { liked.toggle() }
        }
        .onAppear { print("tip shown") }
        .onDisappear { print("tip hidden") }
    }
}

struct InboxView: View {
    @State private var showTip = false
    @State private var tipsSeen = 0

    var body: some View {
        let _ = print("InboxView.body seen=\(tipsSeen)")
        Button("Show Tip") {
            tipsSeen += 1
            showTip = true
        }
        .popover(isPresented: $showTip) {
            TipView()
        }
    }
}
:mount InboxView()
// expect: InboxView.body seen=0
:tap "Show Tip"
// expect: InboxView.body seen=1
// expect: TipView.init
// expect: TipView.body liked=false
// expect: tip shown
:tap "Like"
// expect: TipView.body liked=true
:dismiss
// expect: tip hidden
:tap "Show Tip"
// expect: InboxView.body seen=2
// expect: TipView.init
// expect: TipView.body liked=false
// expect: tip shown
