// Follows Apple's `ViewModifier` page (https://developer.apple.com/documentation/swiftui/viewmodifier): "Adopt the
// ViewModifier protocol when you want to create a reusable modifier that you can apply to any view", applied with
// `modifier(_:)` through a `View` extension, as the page's `borderedCaption()` example is. This one keeps @State.
// - Each application of the modifier has its own @State, as a view's: hiding the "Network" section leaves "Sound"
//   alone, and only the modifier whose state changed runs its `body(content:)` again (Apple `state`; rules §3.4,
//   §3.5).
// - The wrapped content is inside an `if`: hiding removes it, showing makes it again, and its onAppear runs after
//   that update (rules §1.1, §11.1).
import SwiftUI

struct Collapsible: ViewModifier {
    let title: String
    @State private var isExpanded = true

    func body(content: Content) -> some View {
        let _ = print("Collapsible(\(title)) body: expanded \(isExpanded)")
        VStack {
            Button(isExpanded ? "Hide \(title)" : "Show \(title)") { isExpanded.toggle() }
            if isExpanded {
                content
            }
        }
    }
}

extension View {
    func collapsible(_ title: String) -> some View {
        modifier(Collapsible(title: title))
    }
}

struct SettingsScreen: View {
    var body: some View {
        VStack {
            Text("Wi-Fi on")
                .onAppear { print("Wi-Fi row appeared") }
                .collapsible("Network")
            Text("Volume 5")
                .collapsible("Sound")
        }
    }
}

:mount SettingsScreen()
// expect: Collapsible(Network) body: expanded true
// expect: Collapsible(Sound) body: expanded true
// expect: Wi-Fi row appeared
:tap "Hide Network"
// expect: Collapsible(Network) body: expanded false
:tap "Hide Sound"
// expect: Collapsible(Sound) body: expanded false
:tap "Show Network"
// expect: Collapsible(Network) body: expanded true
// expect: Wi-Fi row appeared
