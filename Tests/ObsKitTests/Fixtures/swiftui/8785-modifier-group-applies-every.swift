// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/group (a modifier on a Group applies to every member and not to the group: preference(key:value:) on a Group gives each member the value, so a summing PreferenceKey counts the members, including one a conditional adds)
// known-gap: line 1: expected "members counted: 3", got "members counted: 1"
import SwiftUI

struct MemberCountKey: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct EditMenuView: View {
    @State private var showPaste = false
    @State private var counted = 0

    var body: some View {
        VStack {
            Group {
                Text("Cut")
                Text("Copy")
                if showPaste {
                    Text("Paste")
                }
            }
            .preference(key: MemberCountKey.self, value: 1)
            Button("Show paste") { showPaste = true }
            Button("Report members") { print("members counted: \(counted)") }
        }
        .onPreferenceChange(MemberCountKey.self) { count in
            counted = count
        }
    }
}

:mount EditMenuView()
:tap "Show paste"
:tap "Report members"
// expect: members counted: 3
