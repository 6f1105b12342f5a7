// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (@ObservedObject subview with a Toggle on $model.isEnabled)
// Apple's ObservedObject page: "Add the @ObservedObject attribute to a parameter of a SwiftUI View when the input is an
// ObservableObject and you want the view to update when the object's published properties change"; "Get a Binding to
// one of the observable object's properties using the $ operator". Both views observe the same object, so the toggle
// (a published change) runs MyView's body and MySubView's; so does renaming, though MySubView never reads the name.
// - Flip "Enabled"; "Rename"; flip "Enabled" back.
import SwiftUI

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        let _ = print("MyView body: \(model.name)")
        VStack {
            Text(model.name)
            MySubView(model: model)
            Button("Rename") { model.name = "Other Name" }
        }
    }
}

struct MySubView: View {
    @ObservedObject var model: DataModel

    var body: some View {
        let _ = print("MySubView body: enabled \(model.isEnabled)")
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

:mount MyView()
// expect: MyView body: Some Name
// expect: MySubView body: enabled false
:toggle "Enabled"
// expect: MyView body: Some Name
// expect: MySubView body: enabled true
:tap "Rename"
// expect: MyView body: Other Name
// expect: MySubView body: enabled true
:toggle "Enabled"
// expect: MyView body: Other Name
// expect: MySubView body: enabled false
