// A reader's preferences screen: one `@Published var prefs: ReaderPreferences` struct with a `didSet` that "saves",
// edited field by field through `$store.prefs.nightMode`, `$store.prefs.fontSize` and `$store.prefs.signature`.
// What SwiftUI does: a binding to a field of a `@Published` struct writes the whole struct back through the object
// (rules §9.2), so every edit runs the property's setter: `didSet` saves once per toggle, per stepper press and per
// keystroke (rules §15.6), and the body runs once per edit (rules §10.1; `:type` is one turn per character, §10.1).
// Replacing the struct with a new default value saves again, whatever it holds (rules §6.3).
// Sources: rules §6.3, §9.2, §10.1, §15.6; https://developer.apple.com/documentation/swiftui/observedobject/wrapper
import SwiftUI
import Combine

struct ReaderPreferences {
    var fontSize = 14
    var nightMode = false
    var signature = ""
}

final class PreferencesStore: ObservableObject {
    @Published var prefs = ReaderPreferences() {
        didSet {
            saveCount += 1
            print("save #\(saveCount): size \(prefs.fontSize), night \(prefs.nightMode), signature '\(prefs.signature)'")
        }
    }
    private(set) var saveCount = 0
}

struct PreferencesView: View {
    @StateObject private var store = PreferencesStore()

    var body: some View {
        let _ = print("PreferencesView body: size \(store.prefs.fontSize), night \(store.prefs.nightMode)")
        Form {
            Toggle("Night mode", isOn: $store.prefs.nightMode)
            Stepper("Font size \(store.prefs.fontSize)", value: $store.prefs.fontSize, in: 10...24, step: 2)
            TextField("Signature", text: $store.prefs.signature)
            Button("Restore defaults") { store.prefs = ReaderPreferences() }
        }
    }
}

:mount PreferencesView()
// expect: PreferencesView body: size 14, night false
:toggle "Night mode"
// expect: save #1: size 14, night true, signature ''
// expect: PreferencesView body: size 14, night true
:step "Font size 14" up
// expect: save #2: size 16, night true, signature ''
// expect: PreferencesView body: size 16, night true
:type "Jo" into "Signature"
// expect: save #3: size 16, night true, signature 'J'
// expect: PreferencesView body: size 16, night true
// expect: save #4: size 16, night true, signature 'Jo'
// expect: PreferencesView body: size 16, night true
:tap "Restore defaults"
// expect: save #5: size 14, night false, signature ''
// expect: PreferencesView body: size 14, night false
