// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/transformpreference(_:_:) (a section edits the list of titles its rows report before it reaches the screen)
// transformPreference(_:_:) "Applies a transformation to a preference value": the callback gets the value the
// modified view's content produced (the rows' values combined by reduce, in view-tree order as
// PreferenceKey.reduce(value:nextValue:) says) and may change it in place. Here each section puts its own
// heading in front of its rows' titles, so the outline that the screen's onPreferenceChange sees is:
// - Mount: [General, Wi-Fi, Bluetooth, Privacy, Location].
// - Hiding Bluetooth: its row is gone, the General section still adds its heading.
// - Hiding every Privacy row (the one row): the section's content now gives the default [], and the transform
//   still runs on it, so "Privacy" stays in the list.
import SwiftUI

struct OutlineKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct SettingRow: View {
    let title: String

    var body: some View {
        Text(title)
            .preference(key: OutlineKey.self, value: [title])
    }
}

struct SettingsSection<Content: View>: View {
    let heading: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack {
            Text(heading)
            content
        }
        .transformPreference(OutlineKey.self) { titles in
            titles.insert(heading, at: 0)
        }
    }
}

struct SettingsOutline: View {
    @State private var showBluetooth = true
    @State private var showLocation = true

    var body: some View {
        VStack {
            SettingsSection(heading: "General") {
                SettingRow(title: "Wi-Fi")
                if showBluetooth {
                    SettingRow(title: "Bluetooth")
                }
            }
            SettingsSection(heading: "Privacy") {
                if showLocation {
                    SettingRow(title: "Location")
                }
            }
            Button("Hide Bluetooth") { showBluetooth = false }
            Button("Hide Location") { showLocation = false }
        }
        .onPreferenceChange(OutlineKey.self) { outline in
            print("outline: \(outline.joined(separator: " / "))")
        }
    }
}

:mount SettingsOutline()
// expect: outline: General / Wi-Fi / Bluetooth / Privacy / Location
:tap "Hide Bluetooth"
// expect: outline: General / Wi-Fi / Privacy / Location
:tap "Hide Location"
// expect: outline: General / Wi-Fi / Privacy
