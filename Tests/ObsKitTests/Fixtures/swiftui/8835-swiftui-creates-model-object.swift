// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI creates the model object only once during the lifetime of the container that declares the state object: the parent's re-render neither makes a new model nor resets its count)
import SwiftUI

final class ClickCounter: ObservableObject {
    @Published var clicks = 0
    init() { print("ClickCounter init") }
    deinit { print("ClickCounter deinit") }
}

struct ClickerRow: View {
    @StateObject private var counter = ClickCounter()

    var body: some View {
        Button("Click (\(counter.clicks))") {
            counter.clicks += 1
            print("clicks now \(counter.clicks)")
        }
    }
}

struct ClickerScreen: View {
    @State private var isDark = false

    var body: some View {
        VStack {
            Text(isDark ? "Dark mode" : "Light mode")
            Button("Toggle theme") { isDark.toggle() }
            ClickerRow()
        }
    }
}

:mount ClickerScreen()
:tap "Click (0)"
:tap "Click (1)"
:tap "Toggle theme"
:tap "Toggle theme"
:tap "Click (2)"
// expect: ClickCounter init
// expect: clicks now 1
// expect: clicks now 2
// expect: clicks now 3
