// SwiftUI from Hacking with Swift: https://www.hackingwithswift.com/quick-start/swiftui/how-to-add-a-textfield-to-an-alert (an alert with a TextField bound to @State name and an OK button calling submit(); typing in the alert changes state the body never reads)
// Paul Hudson's example: a Button toggles `showingAlert`; `.alert("Enter your name", isPresented:
// $showingAlert) { TextField("Enter your name", text: $name); Button("OK", action: submit) } message:
// { Text("Xcode will print whatever you type.") }`, and `submit()` prints the name. The article claims:
// - Whatever is typed into the alert's field lands in `name`, and OK prints it.
// - Tapping OK dismisses the alert (isPresented goes back to false).
// The body reads neither `showingAlert` nor `name` (it only hands out `$showingAlert` and `$name`), so by
// SwiftUI's dependency rule neither showing the alert nor typing runs ContentView's body again.
import SwiftUI

struct ContentView: View {
    @State private var showingAlert = false
    @State private var name = ""

    var body: some View {
        let _ = Self._printChanges()
        Button("Enter name") {
            showingAlert.toggle()
        }
        .alert("Enter your name", isPresented: $showingAlert) {
            TextField("Enter your name", text: $name)
            Button("OK", action: submit)
        } message: {
            Text("Xcode will print whatever you type.")
        }
    }

    func submit() {
        print("You entered \(name)")
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _showingAlert, _name changed.
:tap "Enter name"
:type "Taylor" into "Enter your name"
:tap "OK"
// expect: You entered Taylor
:tap "Enter name"
:tap "OK"
// expect: You entered Taylor
