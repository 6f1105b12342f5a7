// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicproperty (a property wrapper that conforms to DynamicProperty and keeps its value in an inner @State: a write from a button re-renders the view that declares it, and the value persists between renders)
import SwiftUI

@propertyWrapper
struct TapCounter: DynamicProperty {
    @State private var count = 0

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }
}

struct TapView: View {
    @TapCounter var taps

    var body: some View {
        let _ = print("body: \(taps) taps")
        Button("Tap") { taps += 1 }
    }
}

:mount TapView()
:tap "Tap"
:tap "Tap"
// expect: body: 0 taps
// expect: body: 1 taps
// expect: body: 2 taps
