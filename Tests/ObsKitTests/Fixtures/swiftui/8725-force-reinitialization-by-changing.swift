// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (Force reinitialization by changing view identity: with .id(name) a new name is a new view, so SwiftUI makes a new state object with it)
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
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Pick Maria") { name = "Maria" }
            Button("Tap") { taps += 1 }
            Text("input: \(name), taps: \(taps)")
            MemberProfile(name: name)
                .id(name)
        }
    }
}

:mount MemberPicker()
:tap "Tap"
:tap "Show name"
print("-- picking")
:tap "Pick Maria"
:tap "Tap"
:tap "Show name"
// expect: MemberModel init: Ravi
// expect: model name: Ravi
// expect: -- picking
// expect: MemberModel init: Maria
// expect: model name: Maria
