// Custom DynamicProperty: a @Setting wrapper over @AppStorage with the key as configuration, in three views
// The nested @AppStorage reads and writes UserDefaults.standard under its key, and a change re-runs the views that
// read the value (rules §15.14, §7.1, §7.3): the two that show the size run again, in tree order (§2.8), while the
// reset button's view, which only writes it in an action, does not (§3.5, §15.14).
import SwiftUI

@propertyWrapper
struct Setting: DynamicProperty {
    @AppStorage private var value: Int

    init(_ key: String, default defaultValue: Int) {
        _value = AppStorage(wrappedValue: defaultValue, key)
    }

    var wrappedValue: Int {
        get { value }
        nonmutating set { value = newValue }
    }
}

struct PreviewText: View {
    @Setting("fontSize", default: 14) var size

    var body: some View {
        let _ = print("PreviewText body: \(size)")
        Text("The quick brown fox")
    }
}

struct LargerButton: View {
    @Setting("fontSize", default: 14) var size

    var body: some View {
        let _ = print("LargerButton body: \(size)")
        Button("Larger") {
            size += 2
            print("saved \(UserDefaults.standard.integer(forKey: "fontSize"))")
        }
    }
}

struct ResetButton: View {
    @Setting("fontSize", default: 14) var size

    var body: some View {
        let _ = print("ResetButton body")
        Button("Reset") { size = 14 }
    }
}

struct TypographyScreen: View {
    var body: some View {
        VStack {
            PreviewText()
            LargerButton()
            ResetButton()
        }
    }
}

:mount TypographyScreen()
// expect: PreviewText body: 14
// expect: LargerButton body: 14
// expect: ResetButton body
:tap "Larger"
// expect: saved 16
// expect: PreviewText body: 16
// expect: LargerButton body: 16
:tap "Reset"
// expect: PreviewText body: 14
// expect: LargerButton body: 14
