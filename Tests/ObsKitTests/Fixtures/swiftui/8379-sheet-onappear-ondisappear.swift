// SwiftUI from Apple's documentation: onAppear / onDisappear on sheet content, with onDismiss
// Sources: developer.apple.com/documentation/swiftui/view/onappear(perform:): "Adds an action to
// perform before this view appears."; onDisappear(perform:): "Adds an action to perform after this
// view disappears."; sheet(isPresented:onDismiss:content:) onDismiss: "The closure to execute when
// dismissing the sheet." (The relative order of onDisappear and onDismiss is not asserted: onDismiss
// only counts, and the count is printed later.)
import SwiftUI

struct InfoSheet: View {
    var body: some View {
        Text("Info")
            .onAppear { print("info appears") }
            .onDisappear { print("info disappears") }
    }
}

struct ContentView: View {
    @State private var showInfo = false
    @State private var closed = 0

    var body: some View {
        VStack {
            Button("Info") { showInfo = true }
            Button("Report") { print("closed \(closed) time(s)") }
        }
        .sheet(isPresented: $showInfo, onDismiss: { closed += 1 }) {
            InfoSheet()
        }
    }
}

:mount ContentView()
:tap "Info"
:dismiss
:tap "Report"
:tap "Info"
:dismiss
:tap "Report"

// expect: info appears
// expect: info disappears
// expect: closed 1 time(s)
// expect: info appears
// expect: info disappears
// expect: closed 2 time(s)
