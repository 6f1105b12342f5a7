// SwiftUI from a community tutorial: https://jaredsinclair.com/2024/03/14/state-object-autoclosure.html (StateObject's init takes an autoclosure: a model built inside it is made once, one built before it at every init)
// Jared Sinclair: "the property wrapper's initialization parameter is an escaping closure called thunk, not an object
// called wrappedValue. Do all the wrapped object initialization and prep inside the closure". Apple's
// StateObject.init(wrappedValue:) takes an @autoclosure and SwiftUI only initializes a state object the first time.
// CarefulView builds the model inside `StateObject(wrappedValue:)`; CarelessView builds it in a local first, so its
// init runs (and makes a throwaway model) whenever the parent's body builds the view again. Both show the first model.
// - Mount: one model each (the careless one is made while the parent's body runs).
// - Tick twice: each tick makes one more careless model, and no careful one.
import SwiftUI

final class ProfileModel: ObservableObject {
    let userID: String
    init(userID: String) {
        self.userID = userID
        print("ProfileModel init \(userID)")
    }
}

struct CarelessView: View {
    @StateObject private var model: ProfileModel

    init(userID: String) {
        let model = ProfileModel(userID: userID)
        _model = StateObject(wrappedValue: model)
    }

    var body: some View { Text("careless \(model.userID)") }
}

struct CarefulView: View {
    @StateObject private var model: ProfileModel

    init(userID: String) {
        _model = StateObject(wrappedValue: ProfileModel(userID: userID))
    }

    var body: some View { Text("careful \(model.userID)") }
}

struct ProfileScreen: View {
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("ticks \(ticks)")
            Button("Tick") {
                ticks += 1
                print("tick \(ticks)")
            }
            CarelessView(userID: "careless")
            CarefulView(userID: "careful")
        }
    }
}

:mount ProfileScreen()
// expect: ProfileModel init careless
// expect: ProfileModel init careful
:tap "Tick"
// expect: tick 1
// expect: ProfileModel init careless
:tap "Tick"
// expect: tick 2
// expect: ProfileModel init careless
