// objc.io style: aligning form labels by reporting each label's length with a max-reducing PreferenceKey into `@State`
// What SwiftUI does: `reduce` keeps the largest value (rules §15.23); `onPreferenceChange` is told after the render
// when the combined value changes, at mount too since 5 differs from the default 0 (rules §15.23, ObsREPL's choice).
// Its action writes the form's `@State` through a captured Binding (the action is `@Sendable` from Xcode 16.2, so it
// captures the Binding rather than the view), which runs the form's body again in the same turn (rules §3.4, §10.1).
// The labels' values are equal and they are not run (rules §2.7); the combined value is unchanged, so the action is
// not told again. Adding a longer label changes the maximum and the cycle repeats once.
// Sources: rules §2.7, §3.4, §10.1, §15.23; https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
import SwiftUI

struct WidestLabelKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = max(value, nextValue())
    }
}

struct FormLabel: View {
    let text: String

    var body: some View {
        let _ = print("FormLabel body: \(text)")
        Text(text)
            .preference(key: WidestLabelKey.self, value: text.count)
    }
}

struct ProfileForm: View {
    @State private var labelWidth = 0
    @State private var showMiddle = false

    var body: some View {
        let _ = print("ProfileForm body: label width \(labelWidth)")
        VStack(alignment: .leading) {
            FormLabel(text: "Name")
            FormLabel(text: "Email")
            if showMiddle {
                FormLabel(text: "Middle name")
            }
            Button("Add middle name") { showMiddle = true }
        }
        .onPreferenceChange(WidestLabelKey.self) { [binding = $labelWidth] width in
            print("widest label: \(width)")
            binding.wrappedValue = width
        }
    }
}

:mount ProfileForm()
// expect: ProfileForm body: label width 0
// expect: FormLabel body: Name
// expect: FormLabel body: Email
// expect: widest label: 5
// expect: ProfileForm body: label width 5
:tap "Add middle name"
// expect: ProfileForm body: label width 5
// expect: FormLabel body: Middle name
// expect: widest label: 11
// expect: ProfileForm body: label width 11
