// SwiftUI from Apple's documentation: StateObject — https://developer.apple.com/documentation/swiftui/stateobject (a state object initialized from an input keeps its first value when the input changes; giving the view an explicit .id(name) makes SwiftUI create a new one)
import SwiftUI

class DataModel: ObservableObject {
    @Published var name: String
    init(name: String) { self.name = name }
}

struct MyInitializableView: View {
    let label: String
    @StateObject private var model: DataModel

    init(label: String, name: String) {
        self.label = label
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        Button("Show \(label)") { print("\(label): \(model.name)") }
    }
}

struct ContentView: View {
    @State private var name = "Taylor"
    var body: some View {
        VStack {
            Button("Rename") { name = "Jordan" }
            MyInitializableView(label: "plain", name: name)
            MyInitializableView(label: "with id", name: name)
                .id(name)
        }
    }
}

:mount ContentView()
:tap "Show plain"
:tap "Show with id"
:tap "Rename"
:tap "Show plain"
:tap "Show with id"
// expect: plain: Taylor
// expect: with id: Taylor
// expect: plain: Taylor
// expect: with id: Jordan
