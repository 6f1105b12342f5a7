// SwiftUI from Apple's documentation: a @StateObject's autoclosure runs once per view identity, however often the parent updates
// Apple, StateObject init(wrappedValue:) (https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)):
// "SwiftUI creates only one instance of the state object for each container instance that you declare."
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI doesn't create a new instance
// if a view's inputs change"; "SwiftUI ensures that the following initialization uses the closure only once during the
// lifetime of the view, so later changes to the view's name input have no effect."
import SwiftUI

final class DataModel: ObservableObject {
    @Published var name: String
    init(name: String) {
        self.name = name
        print("DataModel init \(name)")
    }
}

struct MyInitializableView: View {
    @StateObject private var model: DataModel
    init(name: String) {
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
            Button("Pick Sam") { name = "Sam" }
            MyInitializableView(name: name)
        }
    }
}

:mount Chooser()
:tap "Pick Maria"
:tap "Pick Sam"
:tap "Show"
// expect: DataModel init Ravi
// expect: Name: Ravi
