// Follows Apple's `AppStorage/init(wrappedValue:_:store:)` page for a RawRepresentable value whose RawValue is
// String ("Creates a property that can read and write to a string user default, transforming that to
// RawRepresentable data type"; its example is an enumeration with a default case).
// - The Picker writes the enum through `$theme`; the user default holds the raw value, so a String @AppStorage on the
//   same key reads "sepia" (Apple, same page: the enum is stored as its string raw value; rules §15.14).
// - Each view reading the key runs again on a change, in tree order; a child given the value by its parent runs
//   because its value differs (rules §15.14, §2.3, §2.7, §2.8).
import SwiftUI

enum ReadingTheme: String, CaseIterable, Identifiable {
    case paper, sepia, night
    var id: String { rawValue }
}

struct ThemeSettings: View {
    @AppStorage("readingTheme") private var theme = ReadingTheme.paper

    var body: some View {
        let _ = print("ThemeSettings body: \(theme.rawValue)")
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(ReadingTheme.allCases) { option in
                    Text(option.rawValue.capitalized).tag(option)
                }
            }
            PagePreview(theme: theme)
            StoredRawValue()
        }
    }
}

struct PagePreview: View {
    let theme: ReadingTheme

    var body: some View {
        let _ = print("PagePreview body: \(theme.rawValue)")
        Text("Preview on \(theme.rawValue)")
    }
}

struct StoredRawValue: View {
    @AppStorage("readingTheme") private var raw = "unset"

    var body: some View {
        let _ = print("StoredRawValue body: \(raw)")
        Text("Stored: \(raw)")
    }
}

:mount ThemeSettings()
// expect: ThemeSettings body: paper
// expect: PagePreview body: paper
// expect: StoredRawValue body: unset
:pick "Sepia" in "Theme"
// expect: ThemeSettings body: sepia
// expect: PagePreview body: sepia
// expect: StoredRawValue body: sepia
:pick "Night" in "Theme"
// expect: ThemeSettings body: night
// expect: PagePreview body: night
// expect: StoredRawValue body: night
