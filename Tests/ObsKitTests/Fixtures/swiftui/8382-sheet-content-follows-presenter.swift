// SwiftUI from Apple's documentation: presented content reads the presenter's State and writes it
// Sources: developer.apple.com/documentation/swiftui/state: "When the value changes, SwiftUI updates
// the parts of the view hierarchy that depend on the value"; Binding: "A binding connects a property
// to a source of truth stored elsewhere". The sheet's content closure reads `title`, so the sheet
// shows the new value after the sheet writes it through the binding.
import SwiftUI

struct TitleSheet: View {
    let title: String
    @Binding var editable: String

    var body: some View {
        VStack {
            Text("Title: \(title)")
            Button("Rename") { editable = "Final" }
            Button("Show title") { print("sheet shows \(title)") }
        }
    }
}

struct ContentView: View {
    @State private var title = "Draft"
    @State private var showSheet = false

    var body: some View {
        Button("Edit title") { showSheet = true }
            .sheet(isPresented: $showSheet) {
                TitleSheet(title: title, editable: $title)
            }
    }
}

:mount ContentView()
:tap "Edit title"
:tap "Show title"
:tap "Rename"
:tap "Show title"

// expect: sheet shows Draft
// expect: sheet shows Final
