// SwiftLee style: breadcrumbs collected with an array PreferenceKey, with `transformPreference` adding the root crumb
// What SwiftUI does: sibling values are combined in tree order by `reduce` (here, appending), and
// `.transformPreference(_:_:)` changes what its content gave, so "Home" is put in front of whatever the section
// reports (rules §15.23, Apple `view/transformpreference(_:_:)`). Showing the privacy crumb adds a value after
// "Settings"; `onPreferenceChange` is told each time the combined array changes (rules §15.23).
// Sources: rules §3.5, §15.23; https://developer.apple.com/documentation/swiftui/view/transformpreference(_:_:)
import SwiftUI

struct BreadcrumbKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct SettingsPath: View {
    @State private var showPrivacy = false

    var body: some View {
        let _ = print("SettingsPath body: privacy \(showPrivacy)")
        VStack {
            VStack {
                Text("Settings")
                    .preference(key: BreadcrumbKey.self, value: ["Settings"])
                if showPrivacy {
                    Text("Privacy")
                        .preference(key: BreadcrumbKey.self, value: ["Privacy"])
                }
            }
            .transformPreference(BreadcrumbKey.self) { crumbs in
                crumbs.insert("Home", at: 0)
            }
            Button(showPrivacy ? "Hide privacy" : "Show privacy") { showPrivacy.toggle() }
        }
        .onPreferenceChange(BreadcrumbKey.self) { crumbs in
            print("breadcrumbs: \(crumbs.joined(separator: " > "))")
        }
    }
}

:mount SettingsPath()
// expect: SettingsPath body: privacy false
// expect: breadcrumbs: Home > Settings
:tap "Show privacy"
// expect: SettingsPath body: privacy true
// expect: breadcrumbs: Home > Settings > Privacy
:tap "Hide privacy"
// expect: SettingsPath body: privacy false
// expect: breadcrumbs: Home > Settings
