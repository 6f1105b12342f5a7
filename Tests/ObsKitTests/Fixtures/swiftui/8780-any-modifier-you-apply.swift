// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/group (a modifier on a Group applies to its members, not to the group: onAppear on a Group of three texts runs when they appear; apps linked for iOS 15 and later merge the members' appear callbacks into one, docs/rules.md §11.2, so it prints once)
import SwiftUI

struct FrameworksView: View {
    @State private var shown = false

    var body: some View {
        VStack {
            Button("Show frameworks") { shown = true }
            if shown {
                Group {
                    Text("SwiftUI")
                    Text("Combine")
                    Text("Swift System")
                }
                .onAppear { print("group member appeared") }
            }
        }
    }
}

:mount FrameworksView()
print("-- showing")
:tap "Show frameworks"
// expect: -- showing
// expect: group member appeared
