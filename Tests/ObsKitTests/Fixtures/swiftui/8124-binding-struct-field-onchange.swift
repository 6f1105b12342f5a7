// SwiftUI from Apple's documentation: a Binding to a struct field ($profile.name) edits the @State struct; onChange sees it
// Apple, State (https://developer.apple.com/documentation/swiftui/state): a binding to a state value comes from its
// projected value; onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// "Adds a modifier for this view that fires an action when a specific value changes" (V: Equatable). One keystroke, one change.
import SwiftUI

struct Profile: Equatable {
    var name = ""
    var age = 30
}

struct NameEditor: View {
    @Binding var name: String
    var body: some View {
        TextField("Name", text: $name)
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View {
        NameEditor(name: $profile.name)
            .onChange(of: profile) { old, new in
                print("profile \(old.name) -> \(new.name)")
            }
    }
}

:mount ProfileScreen()
:type "Al" into "Name"
// expect: profile  -> A
// expect: profile A -> Al
