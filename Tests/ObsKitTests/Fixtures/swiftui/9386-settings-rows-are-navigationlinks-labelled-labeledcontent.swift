// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/labeledcontent (settings rows that are NavigationLinks labelled with LabeledContent, and a detail page that changes the value)
// LabeledContent is "A container for attaching a label to a value-bearing view"; `LabeledContent("Wi-Fi", value:)`
// shows the title with the value beside it. As a NavigationLink's label, the whole row is the link, so tapping it
// pushes the destination (https://developer.apple.com/documentation/swiftui/navigationlink). The destination edits the
// network through a binding and pops itself with the dismiss action; the settings body reads the network, so it runs
// again with the new value.
import SwiftUI

struct WiFiSettings: View {
    @Binding var network: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Button("Join Office") {
                network = "Office"
                dismiss()
            }
        }
        .onAppear { print("Wi-Fi page appears, on \(network)") }
    }
}

struct SettingsView: View {
    @State private var network = "Home"

    var body: some View {
        let _ = print("settings body: network \(network)")
        NavigationStack {
            Form {
                NavigationLink {
                    WiFiSettings(network: $network)
                } label: {
                    LabeledContent("Wi-Fi", value: network)
                }
                LabeledContent("Bluetooth", value: "On")
            }
            .navigationTitle("Settings")
        }
    }
}

:mount SettingsView()
// expect: settings body: network Home
:tap "Wi-Fi"
// expect: Wi-Fi page appears, on Home
:tap "Join Office"
// expect: settings body: network Office
