// A `LazyPanel<Content: View>` container that stores its `@ViewBuilder` closure (`@ViewBuilder let content: () ->
// Content`) and calls it in its body, the other way tutorials write containers. One panel's closure captures nothing;
// the other's reads a property of the parent, so it captures the parent.
// What SwiftUI does: a closure compares as function plus context; one that captures anything gets a new context each
// time it is made and never equals the last one, one that captures nothing compares equal (rules §2.4). So when the
// counter's body runs again, the "Caption" panel differs and its body runs, though it shows the same text, while the
// "Static" panel is equal and doesn't run (rules §2.3, §2.7).
// Sources: rules §2.3, §2.4, §2.7; https://developer.apple.com/documentation/swiftui/viewbuilder
import SwiftUI

struct LazyPanel<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        let _ = print("LazyPanel body: \(title)")
        GroupBox(title) {
            content()
        }
    }
}

struct CounterScreen: View {
    let caption = "Counted so far"
    @State private var count = 0

    var body: some View {
        let _ = print("CounterScreen body: \(count)")
        VStack(spacing: 12) {
            Button("Count \(count)") { count += 1 }
            LazyPanel(title: "Static") {
                Text("Nothing here changes")
            }
            LazyPanel(title: "Caption") {
                Text(caption)
            }
        }
    }
}

:mount CounterScreen()
// expect: CounterScreen body: 0
// expect: LazyPanel body: Static
// expect: LazyPanel body: Caption
:tap "Count 0"
// expect: CounterScreen body: 1
// expect: LazyPanel body: Caption
:tap "Count 1"
// expect: CounterScreen body: 2
// expect: LazyPanel body: Caption
