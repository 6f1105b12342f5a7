// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (onAppear/onDisappear and state reset on reinsertion)
// Apple's onAppear(perform:) page: "Adds an action to perform before this view appears"; onDisappear(perform:): "after
// this view disappears". A view in an `if` is removed when the condition turns false; SwiftUI's State page: state is
// tied to the view's identity, so a panel inserted again is a new view whose @State starts from its initial value
// (WWDC21 "Demystify SwiftUI": removed views' state is deallocated).
// - Tap twice; hide; show again; tap (the count starts over).
import SwiftUI

struct CounterPanel: View {
    @State private var taps = 0

    var body: some View {
        Button("Tap me") {
            taps += 1
            print("taps: \(taps)")
        }
        .onAppear { print("panel appeared") }
        .onDisappear { print("panel disappeared") }
    }
}

struct PanelHost: View {
    @State private var showPanel = true

    var body: some View {
        Form {
            Toggle("Show panel", isOn: $showPanel)
            if showPanel {
                CounterPanel()
            }
        }
    }
}

:mount PanelHost()
// expect: panel appeared
:tap "Tap me"
// expect: taps: 1
:tap "Tap me"
// expect: taps: 2
:toggle "Show panel"
// expect: panel disappeared
:toggle "Show panel"
// expect: panel appeared
:tap "Tap me"
// expect: taps: 1
