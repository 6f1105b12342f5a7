// SwiftUI from Apple's documentation: without an identity change, a new input reruns the view's init but not the state object's closure
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "if the name input to
// MyInitializableView changes, SwiftUI reruns the view's initializer with the new value. However, SwiftUI runs the
// autoclosure that you provide to the state object's initializer only the first time you call the state object's
// initializer, so the model's stored name value doesn't change."
import SwiftUI

final class DataModel: ObservableObject {
    @Published var name: String
    init(name: String) { self.name = name }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel
    init(name: String) {
        print("MyInitializableView init \(name)")
        _model = StateObject(wrappedValue: DataModel(name: name))
    }
    var body: some View {
        Button("Show") { print("Name: \(model.name)") }
    }
}

struct Chooser: View {
    @State private var name = "Ravi"
    var body: some View {
        VStack {
            Button("Pick Maria") { name = "Maria" }
            MyInitializableView(name: name)
        }
    }
}

:mount Chooser()
:tap "Pick Maria"
:tap "Show"
// expect: MyInitializableView init Ravi
// expect: MyInitializableView init Maria
// expect: Name: Ravi
