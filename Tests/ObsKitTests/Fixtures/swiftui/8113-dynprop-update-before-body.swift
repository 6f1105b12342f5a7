// SwiftUI from Apple's documentation: a DynamicProperty holding @State has update() called before each body
// Apple, DynamicProperty/update() (https://developer.apple.com/documentation/swiftui/dynamicproperty/update()):
// "SwiftUI calls this function before rendering a view's body to ensure the view has the most recent value."
// DynamicProperty overview (https://developer.apple.com/documentation/swiftui/dynamicproperty): "The view gives values
// to these properties prior to recomputing the view's body." One update() print per body run is expected.
import SwiftUI

@propertyWrapper
struct Tally: DynamicProperty {
    @State private var value = 0
    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }
    func update() { print("Tally update") }
}

struct TallyHost: View {
    @Tally var taps
    var body: some View {
        let _ = print("TallyHost body \(taps)")
        Button("Inc") { taps += 1 }
    }
}

:mount TallyHost()
:tap "Inc"
:tap "Inc"
// expect: Tally update
// expect: TallyHost body 0
// expect: Tally update
// expect: TallyHost body 1
// expect: Tally update
// expect: TallyHost body 2
