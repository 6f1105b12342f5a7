// SwiftUI from Apple's documentation: flipping an if/else makes the new branch's state object, then frees the old one
// known-gap: line 2: expected "Theme night init", got "Theme day deinit"
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "State and StateObject are
// the persistent storage associated with your view's identity." When the condition flips, "It creates new storage for
// the false view, starting with the state's initial value, and the storage for the true view is deallocated right after."
import SwiftUI

final class Theme: ObservableObject {
    let name: String
    init(name: String) { self.name = name; print("Theme \(name) init") }
    deinit { print("Theme \(name) deinit") }
}

struct Themed: View {
    @StateObject private var theme: Theme
    init(name: String) { _theme = StateObject(wrappedValue: Theme(name: name)) }
    var body: some View { Text(theme.name) }
}

struct ThemeHost: View {
    @State private var dayTime = true
    var body: some View {
        VStack {
            Button("Flip") { dayTime.toggle() }
            if dayTime {
                Themed(name: "day")
            } else {
                Themed(name: "night")
            }
        }
    }
}

:mount ThemeHost()
:tap "Flip"
:tap "Flip"
// expect: Theme day init
// expect: Theme night init
// expect: Theme day deinit
// expect: Theme day init
// expect: Theme night deinit
