// SwiftUI from Apple's documentation: a child's @ObservedObject projects $model.name into a TextField that edits the shared model
// Apple, ObservedObject.Wrapper.subscript(dynamicMember:) (https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)):
// "Gets a binding to the value of a specified key path."
// Apple, TextField (https://developer.apple.com/documentation/swiftui/textfield): "If the value is a string, the text field
// updates this value continuously as the user types or otherwise edits the text in the field."
import SwiftUI

class Profile: ObservableObject {
    @Published var name = "Kim"
}

struct NameEditor: View {
    @ObservedObject var profile: Profile
    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

struct ProfileScreen: View {
    @StateObject private var profile = Profile()
    var body: some View {
        VStack {
            NameEditor(profile: profile)
            Button("Save") { print("saving \(profile.name)") }
        }
    }
}

:mount ProfileScreen()
:type "ya" into "Name"
:tap "Save"
// expect: saving Kimya
