// SwiftUI from Apple's documentation: TextField(_:text:) in a sheet, bound to the presenter's State
// Sources: developer.apple.com/documentation/swiftui/textfield: "text: The text to display and edit";
// Binding: "A binding connects a property to a source of truth stored elsewhere"; DismissAction
// ("Dismiss a modal presentation, like a sheet"); sheet onDismiss: "The closure to execute when
// dismissing the sheet."
import SwiftUI

struct NameSheet: View {
    @Binding var name: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Save") { dismiss() }
        }
    }
}

struct ContentView: View {
    @State private var name = ""
    @State private var askName = false

    var body: some View {
        VStack {
            Text(name.isEmpty ? "Anonymous" : name)
            Button("Set name") { askName = true }
            Button("Greet") { print("Hello, \(name)!") }
        }
        .sheet(isPresented: $askName, onDismiss: { print("sheet closed with '\(name)'") }) {
            NameSheet(name: $name)
        }
    }
}

:mount ContentView()
:tap "Set name"
:type "Ada" into "Name"
:tap "Save"
:tap "Greet"

// expect: sheet closed with 'Ada'
// expect: Hello, Ada!
