// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:) (the PopoverExample: setting the binding presents the popover's content; dismissing it sets the binding back to false)
import SwiftUI

struct PopoverExample: View {
    @State private var isShowingPopover = false

    var body: some View {
        VStack {
            Button("Show Popover") {
                self.isShowingPopover = true
            }
            .popover(isPresented: $isShowingPopover) {
                Text("Popover Content")
                    .padding()
                    .onAppear { print("popover content appeared") }
            }
            Button("Status") { print("isShowingPopover: \(isShowingPopover)") }
        }
    }
}

:mount PopoverExample()
:tap "Status"
:tap "Show Popover"
:dismiss
:tap "Status"
// expect: isShowingPopover: false
// expect: popover content appeared
// expect: isShowingPopover: false
