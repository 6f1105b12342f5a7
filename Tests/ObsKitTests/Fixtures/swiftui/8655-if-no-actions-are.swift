// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:) (if no actions are present, the system includes a standard "OK" action; pressing it dismisses the alert and sets the binding back to false)
import SwiftUI

struct SaveView: View {
    @State private var showSaved = false

    var body: some View {
        VStack {
            Button("Save") { showSaved = true }
            Button("Status") { print("showSaved is \(showSaved)") }
        }
        .alert("Document saved", isPresented: $showSaved) {
        }
        .onChange(of: showSaved) { oldValue, newValue in
            print("showSaved \(oldValue) -> \(newValue)")
        }
    }
}

:mount SaveView()
:tap "Save"
:tap "OK"
:tap "Status"
// expect: showSaved false -> true
// expect: showSaved true -> false
// expect: showSaved is false
