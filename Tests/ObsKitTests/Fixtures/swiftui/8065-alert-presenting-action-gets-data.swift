// SwiftUI from Apple's documentation: alert(presenting:) passes the data to its buttons; tapping one runs it, then isPresented is false
// Apple, View.alert(_:isPresented:presenting:actions:message:)
// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4): "isPresented: A
// binding to a Boolean value that determines whether to present the alert. When the user presses or taps one of the alert's actions,
// the system sets this value to false and dismisses." "data: An optional source of truth for the alert. The system passes the
// contents to the modifier's closures."
import SwiftUI

struct FileItem: Identifiable {
    let id: Int
    let name: String
}

struct Files: View {
    @State private var pending: FileItem?
    @State private var showing = false

    var body: some View {
        VStack {
            Button("Delete notes") {
                pending = FileItem(id: 1, name: "notes.txt")
                showing = true
            }
        }
        .alert("Delete file?", isPresented: $showing, presenting: pending) { file in
            Button("Delete \(file.name)", role: .destructive) { print("deleting \(file.name)") }
            Button("Cancel", role: .cancel) { }
        } message: { file in
            Text("\(file.name) will be removed")
        }
        .onChange(of: showing) { oldValue, newValue in
            print("showing \(newValue)")
        }
    }
}

:mount Files()
:tap "Delete notes"
// expect: showing true
:tap "Delete notes.txt"
// expect: deleting notes.txt
// expect: showing false
