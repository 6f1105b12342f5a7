// Style: blog post, "Popovers on iPhone". SwiftUI: on a compact width a popover is presented as a sheet (rules §15.11;
// Apple `view/popover(ispresented:attachmentanchor:arrowedge:content:)`). Its content is escaping and built when
// presented (rules §13.1, §2.6); it appears after the update that inserted it and disappears when removed
// (rules §11.1). The presenter's flag is not read: its body runs only at mount (rules §3.5).
import SwiftUI

struct TipsPopover: View {
    var body: some View {
        let _ = print("tips body")
        Text("Swipe left on a row to delete it.")
            .onAppear { print("tips appeared") }
            .onDisappear { print("tips disappeared") }
    }
}

struct HelpButton: View {
    @State private var showTips = false

    var body: some View {
        let _ = print("help body")
        Button("Tips") { showTips = true }
            .popover(isPresented: $showTips, arrowEdge: .bottom) {
                TipsPopover()
            }
    }
}

:mount HelpButton()
// expect: help body
:tap "Tips"
// expect: tips body
// expect: tips appeared
:dismiss
// expect: tips disappeared
:tap "Tips"
// expect: tips body
// expect: tips appeared
