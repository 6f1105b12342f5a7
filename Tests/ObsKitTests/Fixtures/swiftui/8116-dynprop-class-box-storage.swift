// SwiftUI from Apple's documentation: a wrapper storing into a plain class box held in @State does not update the view
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "When the value changes, SwiftUI updates the
// parts of the view hierarchy that depend on the value." A non-Observable class's property changing leaves the State's
// value (the reference) unchanged, so nothing updates until a real State change (Tick) re-runs the body.
import SwiftUI

final class Box {
    var value = 0
}

@propertyWrapper
struct Boxed: DynamicProperty {
    @State private var box = Box()
    var wrappedValue: Int {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

struct BoxView: View {
    @Boxed var stored
    @State private var tick = 0
    var body: some View {
        let _ = print("BoxView body stored=\(stored) tick=\(tick)")
        Button("Bump") { stored += 1 }
        Button("Tick") { tick += 1 }
    }
}

:mount BoxView()
:tap "Bump"
:tap "Bump"
:tap "Tick"
// expect: BoxView body stored=0 tick=0
// expect: BoxView body stored=2 tick=1
