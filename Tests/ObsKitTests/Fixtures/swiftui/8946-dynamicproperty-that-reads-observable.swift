// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a DynamicProperty that reads an @Observable session from the environment and projects Bindable(session).userName as its Binding: typing in the field changes the model, and another view that reads userName re-renders per keystroke)
import SwiftUI
import Observation

@Observable
final class Session {
    var userName = ""
}

@propertyWrapper
struct SessionName: DynamicProperty {
    @Environment(Session.self) private var session

    var wrappedValue: String { session.userName }
    var projectedValue: Binding<String> { Bindable(session).userName }
}

struct NameField: View {
    @SessionName var name: String

    var body: some View {
        TextField("User name", text: $name)
    }
}

struct Header: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("header: '\(session.userName)'")
        Text(session.userName)
    }
}

struct Account: View {
    @State private var session = Session()

    var body: some View {
        VStack {
            Header()
            NameField()
        }
        .environment(session)
    }
}

:mount Account()
:type "Jo" into "User name"
// expect: header: ''
// expect: header: 'J'
// expect: header: 'Jo'
