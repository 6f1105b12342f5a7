// SwiftUI from Apple's documentation: ObservedObject — https://developer.apple.com/documentation/swiftui/observedobject (get a Binding to a property of the observed object with $model.isEnabled and hand it to a Toggle)
import SwiftUI
import Combine

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
            print("model.isEnabled = \(newValue)")
        }
    }
}

:mount MyView()
:toggle "Enabled"
:toggle "Enabled"
// expect: model.isEnabled = true
// expect: model.isEnabled = false
