// Issue 13 (A), a settings screen: Form with sections, a Toggle and two Pickers whose options come from
// ForEach without `.tag` (an Identifiable enum, and Ints with `id: \.self`), all stored with @AppStorage
// (a String-backed enum and an Int), and an onChange.
// Expected: implicit tags are the ids (rules: Picker doc), @AppStorage writes UserDefaults.standard, so the
// values can be read back from it (in ObsREPL: in memory for the session).
import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("appearance") private var appearance = Appearance.system
    @AppStorage("fontSize") private var fontSize = 14

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { appearance in
                            Text(appearance.title)
                        }
                    }
                }
                Section("Text") {
                    Picker("Font size", selection: $fontSize) {
                        ForEach([12, 14, 18], id: \.self) { size in
                            Text("\(size) pt")
                        }
                    }
                }
                Section {
                    Button("Print settings") {
                        print("notifications \(notificationsEnabled), \(appearance.rawValue), \(fontSize) pt")
                    }
                }
            }
            .navigationTitle("Settings")
            .onChange(of: appearance) {
                print("appearance is now", appearance.title)
            }
        }
    }
}

:mount SettingsView()
:toggle "Notifications"
:pick "Dark" in "Appearance"
:pick "18 pt" in "Font size"
:tap "Print settings"
print(UserDefaults.standard.string(forKey: "appearance") ?? "unset", UserDefaults.standard.integer(forKey: "fontSize"))

// expect: appearance is now Dark
// expect: notifications false, dark, 18 pt
// expect: dark 18
