// Hacking with Swift "Showing multiple options with confirmationDialog()": a dialog with several buttons
// and a cancel button; each action sets a @State color. Expected: the dialog's buttons are tappable while
// it is up; tapping one runs its action and dismisses the dialog (showingDialog becomes false).
// Source: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:) ;
// https://www.hackingwithswift.com/books/ios-swiftui/showing-multiple-options-with-confirmationdialog
import SwiftUI

struct ContentView: View {
    @State private var showingConfirmation = false
    @State private var backgroundColor = Color.white
    @State private var colorName = "white"

    var body: some View {
        Text("Background: \(colorName)")
            .frame(width: 300, height: 300)
            .background(backgroundColor)
            .onTapGesture {
                showingConfirmation = true
            }
            .confirmationDialog("Change background", isPresented: $showingConfirmation) {
                Button("Red") { backgroundColor = .red; colorName = "red" }
                Button("Green") { backgroundColor = .green; colorName = "green" }
                Button("Blue") { backgroundColor = .blue; colorName = "blue" }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("Select a new color")
            }
    }
}

:mount ContentView()
:tap "Background: white"
:tree
:tap "Green"
print("after tap")
:tree

// expect: ContentView#1
// expect:   Text "Background: white"  .frame .background .onTapGesture .confirmationDialog
// expect:   ConfirmationDialog "Change background" (presented)
// expect:     Button "Red"
// expect:     Button "Green"
// expect:     Button "Blue"
// expect:     Button "Cancel"  .role
// expect:     Text "Select a new color"
// expect: after tap
// expect: ContentView#1
// expect:   Text "Background: green"  .frame .background .onTapGesture .confirmationDialog
