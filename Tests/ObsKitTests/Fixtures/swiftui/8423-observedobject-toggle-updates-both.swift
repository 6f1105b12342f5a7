// SwiftUI from Apple's documentation: ObservedObject (the DataModel / MyView / MySubView example)
// Source: developer.apple.com/documentation/swiftui/observedobject: the example makes DataModel a
// @StateObject in MyView and passes it to MySubView as an @ObservedObject with a Toggle bound to
// $model.isEnabled. "When any published property of the observable object changes, SwiftUI
// updates any view that depends on the object. Subviews can also make updates to the model
// properties, like the Toggle in the above example, that propagate to other observers throughout
// the view hierarchy." Body runs are counted, and reported by a button that changes nothing.
import SwiftUI

var bodyRuns: [String: Int] = [:]

class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}

struct MyView: View {
    @StateObject private var model = DataModel()

    var body: some View {
        let _ = bodyRuns["MyView", default: 0] += 1
        Text(model.name)
        MySubView(model: model)
        Button("Report") {
            print("MyView \(bodyRuns["MyView"] ?? 0), MySubView \(bodyRuns["MySubView"] ?? 0), enabled \(model.isEnabled)")
        }
    }
}

struct MySubView: View {
    @ObservedObject var model: DataModel

    var body: some View {
        let _ = bodyRuns["MySubView", default: 0] += 1
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}

:mount MyView()
:tap "Report"
:toggle "Enabled"
:tap "Report"

// expect: MyView 1, MySubView 1, enabled false
// expect: MyView 2, MySubView 2, enabled true
