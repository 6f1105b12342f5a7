// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (to make a state object follow its external data, give the view an id(name): a new name is a new view identity, so SwiftUI creates a new model from the new name)
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
                .id(name)
        }
    }
}

:mount NamePicker()
:tap "Who"
:tap "Pick Grace"
:tap "Who"
// expect: DataModel init: Ada
// expect: model name is Ada
// expect: DataModel init: Grace
// expect: model name is Grace
