// SwiftUI from Apple's documentation: $model.isEnabled from a @StateObject gives a Toggle a binding that writes the model
// Apple, StateObject.projectedValue (https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue):
// "Use the projected value to get a Binding to a property of a state object. To access the projected value, prefix the
// property name with a dollar sign ($). For example, you can get a binding to a model's isEnabled Boolean so that a
// Toggle can control the value" (`Toggle("Enabled", isOn: $model.isEnabled)`)
import SwiftUI

class DataModel: ObservableObject {
    @Published var isEnabled = false {
        didSet { print("model.isEnabled = \(isEnabled)") }
    }
}

struct MyView: View {
    @StateObject private var model = DataModel()
    var body: some View {
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

:mount MyView()
:toggle "Enabled"
:toggle "Enabled"
// expect: model.isEnabled = true
// expect: model.isEnabled = false
