// SwiftUI from Apple's documentation: an .id(_:) built from a Hasher over two inputs reinitializes the state object when either changes
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "If you need the view to reinitialize
// state based on changes in more than one value, you can combine the values into a single identifier using a Hasher";
// `MyInitializableView(name: name, isEnabled: isEnabled).id(hash)`.
import SwiftUI

final class DataModel: ObservableObject {
    @Published var name: String
    @Published var isEnabled: Bool
    init(name: String, isEnabled: Bool) {
        self.name = name
        self.isEnabled = isEnabled
        print("DataModel init \(name) \(isEnabled)")
    }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel
    init(name: String, isEnabled: Bool) {
        _model = StateObject(wrappedValue: DataModel(name: name, isEnabled: isEnabled))
    }
    var body: some View { Text("Name: \(model.name)") }
}

struct Settings: View {
    @State private var name = "Ravi"
    @State private var isEnabled = false
    @State private var other = 0
    var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(isEnabled)
        return hasher.finalize()
    }
    var body: some View {
        VStack {
            Button("Enable") { isEnabled = true }
            Button("Rename") { name = "Maria" }
            Button("Other \(other)") { other += 1 }
            MyInitializableView(name: name, isEnabled: isEnabled)
                .id(hash)
        }
    }
}

:mount Settings()
:tap "Other 0"
:tap "Enable"
:tap "Rename"
// expect: DataModel init Ravi false
// expect: DataModel init Ravi true
// expect: DataModel init Maria true
