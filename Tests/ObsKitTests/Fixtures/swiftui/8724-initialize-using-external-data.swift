// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (Initialize using external data: when the name input changes SwiftUI runs the view's init again, but the StateObject autoclosure only ran the first time, so the model keeps the first name)
import SwiftUI

final class MemberModel: ObservableObject {
    @Published var name: String
    init(name: String) {
        self.name = name
        print("MemberModel init: \(name)")
    }
}

struct MemberProfile: View {
    @StateObject private var model: MemberModel

    init(name: String) {
        print("MemberProfile init: \(name)")
        _model = StateObject(wrappedValue: MemberModel(name: name))
    }

    var body: some View {
        VStack {
            Text("Name: \(model.name)")
            Button("Show name") { print("model name: \(model.name)") }
        }
    }
}

struct MemberPicker: View {
    @State private var name = "Ravi"

    var body: some View {
        VStack {
            Button("Pick Maria") { name = "Maria" }
            Text("input: \(name)")
            MemberProfile(name: name)
        }
    }
}

:mount MemberPicker()
:tap "Show name"
:tap "Pick Maria"
:tap "Show name"
// expect: MemberProfile init: Ravi
// expect: MemberModel init: Ravi
// expect: model name: Ravi
// expect: MemberProfile init: Maria
// expect: model name: Ravi
