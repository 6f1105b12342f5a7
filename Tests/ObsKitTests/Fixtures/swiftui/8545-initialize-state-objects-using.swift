// SwiftUI from Apple's documentation: StateObject — https://developer.apple.com/documentation/swiftui/stateobject (Initialize state objects using external data: _model = StateObject(wrappedValue: DataModel(name: name)) makes one model per view instance, only the first time SwiftUI initializes it; each pushed view keeps its own)
import SwiftUI

class DataModel: ObservableObject {
    @Published var name: String
    init(name: String) {
        self.name = name
        print("DataModel init \(name)")
    }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel

    init(name: String) {
        // SwiftUI ensures that the following initialization uses the
        // closure only once during the lifetime of the view.
        _model = StateObject(wrappedValue: DataModel(name: name))
    }

    var body: some View {
        VStack {
            Text("Name: \(model.name)")
            Button("Rename") { model.name += "!" }
            Button("Show") { print("showing \(model.name)") }
            NavigationLink("Open B", value: "B")
        }
    }
}

struct ContentView: View {
    @State private var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Open A", value: "A")
                .navigationDestination(for: String.self) { name in
                    MyInitializableView(name: name)
                }
        }
    }
}

:mount ContentView()
:tap "Open A"
:tap "Rename"
:tap "Open B"
:tap "Show"
:back
:tap "Show"
// expect: DataModel init A
// expect: DataModel init B
// expect: showing B
// expect: showing A!
