// Apple docs `View/popover(isPresented:attachmentAnchor:arrowEdge:content:)` (the "Show Popover" example) on an iPhone, where a popover is shown as a sheet.
// In a compact size class SwiftUI adapts the popover to a sheet (Apple's page, rules §15.11), so a swipe down
// dismisses it and sets the flag to false. The body reads the flag here, so it runs at each presentation and
// dismissal; the popover's content is built when presented, after the presenter's body (rules §2.8), and its
// onAppear runs after the update (rules §10.3). Each presentation builds the content again.
import SwiftUI

struct PopoverContent: View {
    var body: some View {
        let _ = print("PopoverContent body")
        Text("Popover Content")
            .padding()
            .onAppear { print("PopoverContent appear") }
    }
}

struct PopoverExample: View {
    @State private var isShowingPopover = false

    var body: some View {
        let _ = print("body: isShowingPopover=\(isShowingPopover)")
        Button("Show Popover") {
            self.isShowingPopover = true
        }
        .popover(isPresented: $isShowingPopover, arrowEdge: .bottom) {
            PopoverContent()
        }
    }
}

:mount PopoverExample()
// expect: body: isShowingPopover=false
:tap "Show Popover"
// expect: body: isShowingPopover=true
// expect: PopoverContent body
// expect: PopoverContent appear
:dismiss
// expect: body: isShowingPopover=false
:tap "Show Popover"
// expect: body: isShowingPopover=true
// expect: PopoverContent body
// expect: PopoverContent appear
