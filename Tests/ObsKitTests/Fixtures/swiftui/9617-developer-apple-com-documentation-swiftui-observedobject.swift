// Apple, ObservedObject documentation, https://developer.apple.com/documentation/swiftui/observedobject — MyView owns a DataModel with @StateObject and passes it to MySubView's @ObservedObject; a Toggle bound to $model.isEnabled in the child updates both views, and the owner's onChange(of:) sees the old and new values
// Apple: "Add the @ObservedObject attribute to a parameter of a SwiftUI View when the input is an
// ObservableObject and you want the view to update when the object's published properties change"; "Get a
// Binding to one of the observable object's properties using the $ operator". Both views subscribe to the same
// objectWillChange (rules §4.4, §5.1); the owner is updated first (rules §2.8); a parent render that passes the
// same instance keeps the child's subscription. onChange runs after the update with old and new values.
import SwiftUI

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(model.name)
            MySubView(model: model)
            Button("Rename") { model.name = "Other Name" }
        }
        .onChange(of: model.isEnabled) { oldValue, newValue in
            print("isEnabled \(oldValue) -> \(newValue)")
        }
    }
}

struct MySubView: View {
    @ObservedObject var model: DataModel

    var body: some View {
        let _ = Self._printChanges()
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

:mount MyView()
// expect: MyView: @self, @identity, _model changed.
// expect: MySubView: @self, @identity, _model changed.
:toggle "Enabled"
// expect: MyView: _model changed.
// expect: MySubView: _model changed.
// expect: isEnabled false -> true
:tap "Rename"
// expect: MyView: _model changed.
// expect: MySubView: _model changed.
:toggle "Enabled"
// expect: MyView: _model changed.
// expect: MySubView: _model changed.
// expect: isEnabled true -> false
