// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a state object initialized from external data in the view's init is made only the first time: when the parent passes a new name, the model keeps the first one)
import SwiftUI

final class DataModel: ObservableObject {
    @Published var name: String
    init(name: String) {
        self.name = name
        print("DataModel init: \(name)")
    }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel

    init(name: String) {
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        VStack {
            Text("Name: \(model.name)")
            Button("Who") { print("model name is \(model.name)") }
        }
    }
}

struct NamePicker: View {
    @State private var name = "Ada"

    var body: some View {
        VStack {
            Button("Pick Grace") { name = "Grace" }
            MyInitializableView(name: name)
        }
    }
}

:mount NamePicker()
:tap "Pick Grace"
:tap "Who"
// expect: DataModel init: Ada
// expect: model name is Ada
