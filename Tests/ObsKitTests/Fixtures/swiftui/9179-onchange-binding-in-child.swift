// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (onChange on a Binding a child view receives)
// "You can use onChange to trigger a side effect as the result of a value changing, such as an Environment key or a
// Binding." The child watches the binding it got from its parent; the parent's button changes the state behind it.
// - The child's own stepper writes through the same binding: the action runs for that change too.
import SwiftUI

struct CupCounter: View {
    @Binding var cups: Int

    var body: some View {
        Stepper("Cups: \(cups)", value: $cups, in: 0...8)
            .onChange(of: cups) { oldValue, newValue in
                print("cups \(oldValue) -> \(newValue)")
            }
    }
}

struct HydrationView: View {
    @State private var cups = 0

    var body: some View {
        VStack {
            CupCounter(cups: $cups)
            Button("Log a cup") { cups += 1 }
            Button("Reset") { cups = 0 }
        }
    }
}

:mount HydrationView()
:tap "Log a cup"
// expect: cups 0 -> 1
:step "Cups: 1" up
// expect: cups 1 -> 2
:tap "Reset"
// expect: cups 2 -> 0
