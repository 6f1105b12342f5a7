// SwiftUI from Apple's documentation: a preference set deep in the tree is visible to any ancestor's onPreferenceChange
// Apple, PreferenceKey (https://developer.apple.com/documentation/swiftui/preferencekey): "A view with multiple children
// automatically combines its values for a given preference into a single value visible to its ancestors." Apple,
// Preferences (https://developer.apple.com/documentation/swiftui/preferences): "you use preferences to send
// configuration information from subviews toward their container." Display-time call: takehilo
// (https://qiita.com/takehilo/items/2499c632c2e0e5cdcb06).
import SwiftUI

struct BadgeKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct Row: View {
    let unread: Int
    var body: some View {
        Text("row \(unread)").preference(key: BadgeKey.self, value: unread)
    }
}

struct Section1: View {
    var body: some View {
        VStack {
            Row(unread: 4)
            Row(unread: 1)
        }
    }
}

struct Mailbox: View {
    var body: some View {
        VStack {
            Text("Mail")
            Section1()
            HStack { Row(unread: 2) }
        }
        .onPreferenceChange(BadgeKey.self) { total in
            print("badge \(total)")
        }
    }
}

:mount Mailbox()
// expect: badge 7
