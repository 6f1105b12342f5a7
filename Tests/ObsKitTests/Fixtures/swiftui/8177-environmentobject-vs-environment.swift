// SwiftUI from Apple's documentation: @EnvironmentObject re-runs on any change; @Environment(Model.self) only on reads
// Apple, EnvironmentObject (https://developer.apple.com/documentation/swiftui/environmentobject): an environment object
// "invalidates the current view whenever the observable object changes". Apple, Migrating from the Observable Object
// protocol to the Observable macro (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
// @Environment replaces @EnvironmentObject, and views update for the properties their body reads. Both readers show
// `user` and the buttons change `theme`.
import SwiftUI

final class OldSettings: ObservableObject {
    @Published var user = "kim"
    @Published var theme = "light"
}

@Observable
final class NewSettings {
    var user = "kim"
    var theme = "light"
}

struct OldReader: View {
    @EnvironmentObject var settings: OldSettings
    var body: some View {
        let _ = print("OldReader body \(settings.user)")
        Button("Dark") { settings.theme = "dark" }
    }
}

struct NewReader: View {
    @Environment(NewSettings.self) private var settings
    var body: some View {
        let _ = print("NewReader body \(settings.user)")
        Button("Dark") { settings.theme = "dark" }
    }
}

struct OldRoot: View {
    @StateObject private var settings = OldSettings()
    var body: some View {
        OldReader().environmentObject(settings)
    }
}

struct NewRoot: View {
    @State private var settings = NewSettings()
    var body: some View {
        NewReader().environment(settings)
    }
}

:mount OldRoot()
:tap "Dark"
:mount NewRoot()
:tap "Dark"
// expect: OldReader body kim
// expect: OldReader body kim
// expect: NewReader body kim
