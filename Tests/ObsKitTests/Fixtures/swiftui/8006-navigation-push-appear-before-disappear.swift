// SwiftUI from Apple's documentation: on a push, the pushed view's onAppear runs before the covered root's onDisappear (and the reverse on pop)
// Apple, View.onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)): "Adds an action to perform
// before this view appears." View.onDisappear(perform:) (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)):
// "Adds an action to perform after this view disappears ... the action closure doesn't execute until the view disappears from the
// interface." A push slides the destination in over the root: the destination is about to appear when the push starts, the root has
// disappeared only when it ends. A root covered by a push does disappear (and appears again on pop) while keeping its state
// (swiftyplace.com, "SwiftUI View Lifecycle: When onAppear Actually fires": "A view inside a NavigationStack that gets covered by a push
// disappears but its node can stay alive").
import SwiftUI

struct Recipe: View {
    var body: some View {
        Text("Pancakes")
            .onAppear { print("Recipe appeared") }
            .onDisappear { print("Recipe disappeared") }
    }
}

struct Cookbook: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open recipe") {
                Recipe()
            }
            .onAppear { print("Cookbook appeared") }
            .onDisappear { print("Cookbook disappeared") }
        }
    }
}

:mount Cookbook()
// expect: Cookbook appeared
:tap "Open recipe"
// expect: Recipe appeared
// expect: Cookbook disappeared
:back
// expect: Cookbook appeared
// expect: Recipe disappeared
