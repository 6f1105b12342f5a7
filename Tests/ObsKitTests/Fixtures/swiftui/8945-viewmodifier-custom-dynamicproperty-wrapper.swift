// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/viewmodifier (a ViewModifier with a custom DynamicProperty wrapper over @State: the modifier keeps its own count and its body(content:) re-runs when it changes, while the modified view's body does not)
import SwiftUI

@propertyWrapper
struct TapCounter: DynamicProperty {
    @State private var count = 0

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }
}

struct CountsTaps: ViewModifier {
    @TapCounter var taps

    func body(content: Content) -> some View {
        let _ = print("modifier body: \(taps)")
        VStack {
            content
            Button("Counted \(taps)") { taps += 1 }
        }
    }
}

struct Card: View {
    var body: some View {
        let _ = print("card body")
        Text("Card").modifier(CountsTaps())
    }
}

:mount Card()
:tap "Counted 0"
:tap "Counted 1"
// expect: card body
// expect: modifier body: 0
// expect: modifier body: 1
// expect: modifier body: 2
