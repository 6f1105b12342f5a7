// cookbook style: a popover (a sheet on iPhone) from a help button whose screen reads the flag: showing and hiding it runs the presenter's body, a change of the popover's own @State runs only the popover, and a new presentation starts its state over (rules §15.11, §8.7, §3.5, §1.4)
import SwiftUI

struct TipBubble: View {
    @State private var likes = 0

    var body: some View {
        let _ = print("TipBubble body: likes \(likes)")
        Button("Like tip") { likes += 1 }
            .onDisappear { print("TipBubble gone") }
    }
}

struct HelpButtonScreen: View {
    @State private var showTip = false

    var body: some View {
        let _ = print("HelpButtonScreen body: showTip=\(showTip)")
        Button("Help") { showTip = true }
            .popover(isPresented: $showTip) {
                TipBubble()
            }
    }
}

:mount HelpButtonScreen()
// expect: HelpButtonScreen body: showTip=false
:tap "Help"
// expect: HelpButtonScreen body: showTip=true
// expect: TipBubble body: likes 0
:tap "Like tip"
// expect: TipBubble body: likes 1
:tap "Like tip"
// expect: TipBubble body: likes 2
:dismiss
// expect: HelpButtonScreen body: showTip=false
// expect: TipBubble gone
:tap "Help"
// expect: HelpButtonScreen body: showTip=true
// expect: TipBubble body: likes 0
