// SwiftUI from Apple's documentation: a container stores a child's preference in its own @State from onPreferenceChange
// Apple, Preferences (https://developer.apple.com/documentation/swiftui/preferences): "you use preferences to send
// configuration information from subviews toward their container." Apple, onPreferenceChange(_:perform:): "The action
// closure passes the new value as its parameter." Chris Eidhof, "SwiftUI helpers"
// (https://gist.github.com/chriseidhof/7a861afa58d098be64586025020bd65f): `.onPreferenceChange(P.self) { self.value = $0 }`.
import SwiftUI

struct ScreenTitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = next }
    }
}

struct Detail: View {
    @State private var name = "Drafts"
    var body: some View {
        Button("Open Sent") { name = "Sent" }
            .preference(key: ScreenTitleKey.self, value: name)
    }
}

struct Container: View {
    @State private var title = "none"
    var body: some View {
        VStack {
            Button("Show title") { print("header shows \(title)") }
            Detail()
        }
        .onPreferenceChange(ScreenTitleKey.self) { self.title = $0 }
    }
}

:mount Container()
:tap "Show title"
:tap "Open Sent"
:tap "Show title"
// expect: header shows Drafts
// expect: header shows Sent
