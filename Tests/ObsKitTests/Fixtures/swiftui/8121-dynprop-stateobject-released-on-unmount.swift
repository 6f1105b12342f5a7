// SwiftUI from Apple's documentation: a @StateObject inside a DynamicProperty lives as long as its view
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): SwiftUI "creates a new instance of
// the model object only once during the lifetime of the container that declares the state object" and keeps it for
// that lifetime; when the view leaves the hierarchy its state is released (WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022: "State lifetime = view lifetime").
import SwiftUI

final class Session: ObservableObject {
    @Published var hits = 0
    init() { print("Session init") }
    deinit { print("Session deinit") }
}

@propertyWrapper
struct Sessioned: DynamicProperty {
    @StateObject private var session = Session()
    var wrappedValue: Session { session }
}

struct SessionView: View {
    @Sessioned var session
    var body: some View {
        let _ = print("SessionView body \(session.hits)")
        Button("Hit") { session.hits += 1 }
    }
}

:mount SessionView()
:tap "Hit"
:unmount
// expect: Session init
// expect: SessionView body 0
// expect: SessionView body 1
// expect: Session deinit
