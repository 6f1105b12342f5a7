// Hacking with Swift, "How to add a TextField to an alert", https://www.hackingwithswift.com/quick-start/swiftui/how-to-add-a-textfield-to-an-alert — an alert with a TextField bound to @State: typing re-runs nothing and OK prints the name; the same alert editing an @Observable model through a local @Bindable re-runs the presenting view at each keystroke
// Paul Hudson (iOS 16+): put a TextField inside the alert's actions, "Button("OK", action: submit)" reads the
// text. The alert's actions closure is not escaping: SwiftUI calls it while the presenting body runs (Apple's
// alert(_:isPresented:actions:message:) signature; rules §13.2). `$name` from @State is not a read (rules §3.5,
// T3), so ContentView never re-runs; a binding made from a local `@Bindable var profile = profile` reads
// `name` in that body, so ProfileView depends on it (rules §8.5, §8.6, T18).
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

@Observable final class Profile {
    var name = ""
}

struct ProfileView: View {
    @State private var profile = Profile()
    @State private var showingAlert = false

    var body: some View {
        let _ = Self._printChanges()
        Button("Edit profile") {
            showingAlert = true
        }
        .alert("Your name", isPresented: $showingAlert) {
            @Bindable var profile = profile
            TextField("Name", text: $profile.name)
            Button("Save") { print("Saved \(profile.name)") }
        }
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _showingAlert, _name changed.
:tap "Enter name"
:type "Paul" into "Enter your name"
:tap "OK"
// expect: You entered Paul
:mount ProfileView()
// expect: ProfileView: @self, @identity, _profile, _showingAlert changed.
:tap "Edit profile"
:type "Ann" into "Name"
// expect: ProfileView: @dependencies changed.
// expect: ProfileView: @dependencies changed.
// expect: ProfileView: @dependencies changed.
:tap "Save"
// expect: Saved Ann
