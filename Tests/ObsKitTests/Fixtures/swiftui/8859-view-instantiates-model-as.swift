// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (a view instantiates the model as a state object and passes it to a subview as an observed object; the subview's Toggle changes a published property, and the change reaches the owner)
import SwiftUI

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        VStack {
            Text(model.name)
            MySubView(model: model)
            Button("Check") { print("owner sees isEnabled \(model.isEnabled)") }
        }
        .onChange(of: model.isEnabled) { oldValue, newValue in
            print("isEnabled \(oldValue) -> \(newValue)")
        }
    }
}

struct MySubView: View {
    @ObservedObject var model: DataModel

    var body: some View {
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

:mount MyView()
:toggle "Enabled"
:tap "Check"
:toggle "Enabled"
// expect: isEnabled false -> true
// expect: owner sees isEnabled true
// expect: isEnabled true -> false
