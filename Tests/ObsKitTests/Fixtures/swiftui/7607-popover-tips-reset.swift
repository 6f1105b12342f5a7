// Follows Apple's popover(isPresented:attachmentAnchor:arrowEdge:content:) (https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)): tips shown in a popover, paged with their own state
// What SwiftUI does: on iPhone (compact width) a popover is presented as a sheet (rules §15.11); its content is
// built when it is presented, and a swipe (`:dismiss`) closes it and sets the flag to false. The content's
// `@State` lives in the presented hierarchy, so it is gone when the popover closes: presenting again starts at
// the first tip (rules §1.4, §13.1). The content appears when presented and disappears when the popover
// closes (rules §11.1); its own `onDisappear` still reads the state it had (rules §1.4).
// Sources: Apple `view/popover(ispresented:attachmentanchor:arrowedge:content:)`; rules §1.4, §11.1, §15.11.
import SwiftUI

struct TipsView: View {
    private let tips = ["Swipe to archive", "Pinch to zoom", "Shake to undo"]
    @State private var index = 0

    var body: some View {
        VStack {
            Text(tips[index])
                .padding()
            Button("Next tip") {
                index = (index + 1) % tips.count
                print("tip \(index + 1): \(tips[index])")
            }
        }
        .onAppear { print("tips shown at tip \(index + 1)") }
        .onDisappear { print("tips closed at tip \(index + 1)") }
    }
}

struct PopoverTips: View {
    @State private var isShowingPopover = false

    var body: some View {
        Button("Show Tips") {
            isShowingPopover = true
        }
        .popover(isPresented: $isShowingPopover) {
            TipsView()
        }
    }
}

:mount PopoverTips()
:tap "Show Tips"
// expect: tips shown at tip 1
:tap "Next tip"
// expect: tip 2: Pinch to zoom
:tap "Next tip"
// expect: tip 3: Shake to undo
:dismiss
// expect: tips closed at tip 3
:tap "Show Tips"
// expect: tips shown at tip 1
