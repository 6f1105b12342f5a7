// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app (it is unsafe to create an observed object inside a view: a child that makes its model with @ObservedObject var model = Model() gets a new model, and loses its count, when the parent's body runs again)
import SwiftUI

final class ClickCounter: ObservableObject {
    @Published var clicks = 0
    init() { print("ClickCounter init") }
    deinit { print("ClickCounter deinit") }
}

struct ClickerRow: View {
    @ObservedObject var counter = ClickCounter()

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
:tap "Click (0)"
// expect: ClickCounter init
// expect: clicks now 1
// expect: clicks now 2
// expect: ClickCounter init
// expect: ClickCounter deinit
// expect: clicks now 1
