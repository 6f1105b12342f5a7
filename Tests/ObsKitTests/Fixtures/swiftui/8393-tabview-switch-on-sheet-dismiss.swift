// SwiftUI from Apple's documentation: switching tabs from a sheet's onDismiss
// Sources: developer.apple.com/documentation/swiftui/tabview ("To programmatically select different
// tabs, use the init(selection:content:) initializer"); sheet(isPresented:onDismiss:content:):
// onDismiss is "The closure to execute when dismissing the sheet"; DismissAction dismisses the sheet.
import SwiftUI

enum AppTab: Hashable { case compose, outbox }

struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Send") { dismiss() }
    }
}

struct ContentView: View {
    @State private var tab: AppTab = .compose
    @State private var composing = false
    @State private var sent = 0

    var body: some View {
        TabView(selection: $tab) {
            Tab("Compose", systemImage: "square.and.pencil", value: AppTab.compose) {
                Button("New message") { composing = true }
            }
            Tab("Outbox", systemImage: "tray.and.arrow.up", value: AppTab.outbox) {
                Button("Outbox status") { print("outbox: \(sent) sent, tab \(tab)") }
            }
        }
        .sheet(isPresented: $composing, onDismiss: {
            sent += 1
            tab = .outbox
        }) {
            ComposeSheet()
        }
    }
}

:mount ContentView()
:tap "New message"
:tap "Send"
:tap "Outbox status"

// expect: outbox: 1 sent, tab outbox
