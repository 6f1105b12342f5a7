// SwiftUI from Apple's documentation: DismissAction — "The specific behavior of the action depends on
// where you call it from"
// Source: developer.apple.com/documentation/swiftui/dismissaction: the action can "Dismiss a modal
// presentation, like a sheet" or "Pop the current view from a NavigationStack". Called from a view
// pushed on a NavigationStack inside a sheet, it pops that view and the sheet stays; called from the
// sheet's root it dismisses the sheet (sheet onDismiss: "The closure to execute when dismissing").
import SwiftUI

struct MorePage: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close page") { dismiss() }
    }
}

struct SheetRoot: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("More") { MorePage() }
                Button("Still here?") { print("sheet root visible") }
                Button("Close sheet") { dismiss() }
            }
        }
    }
}

struct ContentView: View {
    @State private var showSheet = false
    var body: some View {
        Button("Open") { showSheet = true }
            .sheet(isPresented: $showSheet, onDismiss: { print("sheet dismissed") }) {
                SheetRoot()
            }
    }
}

:mount ContentView()
:tap "Open"
:tap "More"
:tap "Close page"
:tap "Still here?"
:tap "Close sheet"

// expect: sheet root visible
// expect: sheet dismissed
