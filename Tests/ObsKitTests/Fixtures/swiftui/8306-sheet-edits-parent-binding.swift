// SwiftUI from Apple's documentation: a sheet edits the presenter's @State through bindings and closes by writing isPresented
// Apple, sheet(isPresented:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)):
// isPresented: "A binding to a Boolean value that determines whether to present the sheet"; onDismiss: "The closure to
// execute when dismissing the sheet."
// Apple, TextField (https://developer.apple.com/documentation/swiftui/textfield): "the text field updates this value
// continuously as the user types"
import SwiftUI

struct EditNameSheet: View {
    @Binding var name: String
    @Binding var isPresented: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Save") { isPresented = false }
        }
    }
}

struct ProfileView: View {
    @State private var name = "Al"
    @State private var editing = false
    var body: some View {
        Button("Edit name") { editing = true }
            .sheet(isPresented: $editing, onDismiss: { print("name is now \(name)") }) {
                EditNameSheet(name: $name, isPresented: $editing)
            }
    }
}

:mount ProfileView()
:tap "Edit name"
:type "ex" into "Name"
:tap "Save"
// expect: name is now Alex
