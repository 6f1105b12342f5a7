// SwiftUI from Apple's documentation: a subview's Toggle bound to $model.isEnabled updates the shared model
// Apple, ObservedObject (https://developer.apple.com/documentation/swiftui/observedobject): its DataModel/MyView/MySubView
// example, with `Toggle("Enabled", isOn: $model.isEnabled)` in the subview; "When any published property of the observable
// object changes, SwiftUI updates any view that depends on the object. Subviews can also make updates to the model
// properties, like the Toggle in the above example, that propagate to other observers throughout the view hierarchy."
import SwiftUI

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

struct MySubView: View {
    @ObservedObject var model: DataModel
    var body: some View {
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

struct MyView: View {
    @StateObject private var model = DataModel()
    var body: some View {
        VStack {
            Text(model.name)
            MySubView(model: model)
        }
        .onChange(of: model.isEnabled) { _, newValue in
            print("MyView sees isEnabled = \(newValue)")
        }
    }
}

:mount MyView()
:toggle "Enabled"
:toggle "Enabled"
// expect: MyView sees isEnabled = true
// expect: MyView sees isEnabled = false
