// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:) (pushing a view from a Bool: a button sets it, the back button clears it)
// `navigationDestination(isPresented:)` pushes its destination while the binding is true. Setting it from
// code pushes; popping with the back button writes false into the binding. The root's body reads the flag, so
// it runs before the pushed view appears, and again before it disappears.
import SwiftUI

struct AboutView: View {
    var body: some View {
        Text("Version 2.1")
            .navigationTitle("About")
            .onAppear { print("about appears") }
            .onDisappear { print("about disappears") }
    }
}

struct SettingsHome: View {
    @State private var showingAbout = false

    var body: some View {
        let _ = print("home: showingAbout \(showingAbout)")
        NavigationStack {
            List {
                Button("About this app") { showingAbout = true }
            }
            .navigationTitle("Settings")
            .navigationDestination(isPresented: $showingAbout) {
                AboutView()
            }
        }
    }
}

:mount SettingsHome()
// expect: home: showingAbout false
:tap "About this app"
// expect: home: showingAbout true
// expect: about appears
:back
// expect: home: showingAbout false
// expect: about disappears
:tap "About this app"
// expect: home: showingAbout true
// expect: about appears
