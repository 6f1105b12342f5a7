// SwiftUI from Apple's documentation: when the only child setting a preference goes away, the container's value is the key's default
// Apple, PreferenceKey.defaultValue (https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue): "Views that have
// no explicit value for the key produce this default value." Apple, View.onPreferenceChange(_:perform:)
// (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)): "Adds an action to perform when the
// specified preference key's value changes." Removing the titled child changes the value from "Inbox" back to "untitled".
import SwiftUI

struct TitleKey: PreferenceKey {
    static let defaultValue = "untitled"
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if next != defaultValue { value = next }
    }
}

struct Screen: View {
    @State private var showTitled = true

    var body: some View {
        VStack {
            Button("Hide") { showTitled = false }
            if showTitled {
                Text("Inbox")
                    .preference(key: TitleKey.self, value: "Inbox")
            }
        }
        .onPreferenceChange(TitleKey.self) { title in
            print("title: \(title)")
        }
    }
}

:mount Screen()
// expect: title: Inbox
:tap "Hide"
// expect: title: untitled
