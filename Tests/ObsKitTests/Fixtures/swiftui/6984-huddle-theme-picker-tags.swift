// Huddle theme: the ThemePicker of Apple's Scrumdinger tutorial ("Creating a theme picker"), own names and code. The
// theme's id is its name (a String), so each option carries an explicit `.tag(theme)`; the length picker's options
// come from `ForEach([5, 10, 15], id: \.self)` and are tagged implicitly with their Int ids.
// What SwiftUI does: an explicit tag wins, and a ForEach inside a Picker tags each row with its id when the id has the
// selection's type (rules §15.5). The form's body reads the theme and the length, not the title: typing runs
// nothing (rules §3.5). Choosing a theme runs the form, then the picker, whose binding's value changed (rules §9.3).
// Choosing a length runs the form; the picker is handed `$theme` again, equal while the theme is unchanged, so it
// skips its body (rules §2.5, §2.7).
// Sources: rules §2.5, §2.7, §3.5, §9.3, §15.5; Apple tutorial
// https://developer.apple.com/tutorials/app-dev-training/creating-a-theme-picker and
// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case bubblegum
    case buttercup
    case lavender
    case seafoam

    var name: String { rawValue.capitalized }
    var id: String { name }

    var mainColor: Color {
        switch self {
        case .bubblegum: .pink
        case .buttercup: .yellow
        case .lavender: .purple
        case .seafoam: .mint
        }
    }
}

struct ThemeView: View {
    let theme: Theme

    var body: some View {
        Text(theme.name)
            .padding(4)
            .frame(maxWidth: .infinity)
            .background(theme.mainColor)
            .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

struct ThemePicker: View {
    @Binding var selection: Theme

    var body: some View {
        let _ = print("ThemePicker body: \(selection.name)")
        Picker("Theme", selection: $selection) {
            ForEach(Theme.allCases) { theme in
                ThemeView(theme: theme)
                    .tag(theme)
            }
        }
        .pickerStyle(.navigationLink)
    }
}

struct HuddleSettingsForm: View {
    @State private var title = "Design Sync"
    @State private var theme: Theme = .bubblegum
    @State private var lengthInMinutes = 5

    var body: some View {
        let _ = print("HuddleSettingsForm body: \(theme.name), \(lengthInMinutes) min")
        NavigationStack {
            Form {
                Section(header: Text("Huddle Info")) {
                    TextField("Title", text: $title)
                    Picker("Length", selection: $lengthInMinutes) {
                        ForEach([5, 10, 15], id: \.self) { minutes in
                            Text("\(minutes) min")
                        }
                    }
                    ThemePicker(selection: $theme)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

:mount HuddleSettingsForm()
// expect: HuddleSettingsForm body: Bubblegum, 5 min
// expect: ThemePicker body: Bubblegum
:type "!" into "Title"
:pick "Lavender" in "Theme"
// expect: HuddleSettingsForm body: Lavender, 5 min
// expect: ThemePicker body: Lavender
:pick "15 min" in "Length"
// expect: HuddleSettingsForm body: Lavender, 15 min
