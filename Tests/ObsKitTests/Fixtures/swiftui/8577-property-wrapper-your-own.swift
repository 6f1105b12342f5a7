// SwiftUI from Apple's documentation: DynamicProperty — https://developer.apple.com/documentation/swiftui/dynamicproperty (a property wrapper of your own that stores its value in @State: SwiftUI keeps that state for the view, and changing it updates the view)
import SwiftUI

@propertyWrapper
struct Counter: DynamicProperty {
    @State private var value = 0

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }
}

struct TallyView: View {
    @Counter private var taps

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
        }
        .onChange(of: taps) { oldValue, newValue in
            print("taps \(oldValue) -> \(newValue)")
        }
    }
}

:mount TallyView()
:tap "Tap"
:tap "Tap"
// expect: taps 0 -> 1
// expect: taps 1 -> 2
