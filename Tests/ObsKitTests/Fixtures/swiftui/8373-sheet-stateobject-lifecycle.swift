// SwiftUI from Apple's documentation: StateObject declared by a sheet's content view
// Sources: developer.apple.com/documentation/swiftui/stateobject: "SwiftUI creates a new instance of
// the model object only once during the lifetime of the container that declares the state object";
// sheet(isPresented:onDismiss:content:): content is "A closure that returns the content of the
// sheet", shown while isPresented is true. Each presentation is a new container; dismissing ends it.
import SwiftUI

@MainActor final class EditorModel: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var text = ""
    init() {
        EditorModel.made += 1
        serial = EditorModel.made
        print("EditorModel \(serial) init")
    }
    deinit { print("EditorModel \(serial) deinit") }
}

struct EditorSheet: View {
    @StateObject private var model = EditorModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Editor \(model.serial)")
            Button("Close") { dismiss() }
        }
    }
}

struct ContentView: View {
    @State private var editing = false
    var body: some View {
        Button("Open editor") { editing = true }
            .sheet(isPresented: $editing) { EditorSheet() }
    }
}

:mount ContentView()
print("mounted")
:tap "Open editor"
:dismiss
:tap "Open editor"
:tap "Close"

// expect: mounted
// expect: EditorModel 1 init
// expect: EditorModel 1 deinit
// expect: EditorModel 2 init
// expect: EditorModel 2 deinit
