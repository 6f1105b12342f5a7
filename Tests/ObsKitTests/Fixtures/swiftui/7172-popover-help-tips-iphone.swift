// A Help button that shows tips in a popover, with an arrow edge as on iPad (own names and code).
// What SwiftUI does: on iPhone (compact width) a popover is presented as a sheet (rules §15.11; Apple `popover`).
// Its content is built on presentation with its own @State, so each presentation starts at the first tip (rules
// §13.1, §1.4, §3.2); its `onAppear`/`onDisappear` follow the updates that show and remove it (rules §11.1). A swipe
// (`:dismiss`) closes it. The presenter's body never reads the flag (rules §8.7).
// Sources: rules §1.4, §3.2, §8.7, §11.1, §13.1, §15.11;
// https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)
import SwiftUI

struct HelpTips: View {
    let tips = ["Swipe to delete", "Long press to rename"]
    @State private var tipIndex = 0

    var body: some View {
        let _ = print("HelpTips body: \(tips[tipIndex])")
        VStack {
            Text(tips[tipIndex])
            Button("Next Tip") {
                tipIndex = (tipIndex + 1) % tips.count
            }
        }
        .padding()
        .onAppear { print("tips appeared") }
        .onDisappear { print("tips disappeared") }
    }
}

struct HelpButtonBar: View {
    @State private var showHelp = false

    var body: some View {
        let _ = print("HelpButtonBar body")
        Button("Help") {
            showHelp = true
        }
        .popover(isPresented: $showHelp, arrowEdge: .bottom) {
            HelpTips()
        }
    }
}

:mount HelpButtonBar()
// expect: HelpButtonBar body
:tap "Help"
// expect: HelpTips body: Swipe to delete
// expect: tips appeared
:tap "Next Tip"
// expect: HelpTips body: Long press to rename
:dismiss
// expect: tips disappeared
:tap "Help"
// expect: HelpTips body: Swipe to delete
// expect: tips appeared
