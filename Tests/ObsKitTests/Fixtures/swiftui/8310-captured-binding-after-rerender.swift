// SwiftUI from Apple's documentation: a $counter binding saved earlier still writes the same @State after the view re-rendered
// Apple, State.projectedValue (https://developer.apple.com/documentation/swiftui/state/projectedvalue): "Use the projected
// value to get a Binding to the stored value. The binding provides a two-way connection to the stored value."
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "You can use onChange to trigger a side effect as the result of a value changing"
import SwiftUI

final class BindingBox {
    var saved: Binding<Int>?
}

struct CounterView: View {
    @State private var counter = 0
    @State private var title = "Counter"
    @State private var box = BindingBox()
    var body: some View {
        VStack {
            Text(title)
            Button("Capture") { box.saved = $counter }
            Button("Rename") { title += "!" }
            Button("Use saved") { box.saved?.wrappedValue += 10 }
        }
        .onChange(of: counter) { oldValue, newValue in
            print("counter \(oldValue) -> \(newValue)")
        }
    }
}

:mount CounterView()
:tap "Capture"
:tap "Rename"
:tap "Rename"
:tap "Use saved"
// expect: counter 0 -> 10
