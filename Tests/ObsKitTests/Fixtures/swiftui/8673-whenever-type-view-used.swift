// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/anyview (whenever the type of view used with an AnyView changes, the old hierarchy is destroyed and a new one is created: switching to a banner and back gives a fresh counter that appears again with its initial state)
import SwiftUI

struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Count +1") { count += 1 }
            Button("Report") { print("count: \(count)") }
        }
        .onAppear { print("counter appeared") }
    }
}

struct Banner: View {
    var body: some View {
        Text("Special offer")
    }
}

struct ContentView: View {
    @State private var showBanner = false

    var content: AnyView {
        showBanner ? AnyView(Banner()) : AnyView(Counter())
    }

    var body: some View {
        VStack {
            Toggle("Show banner", isOn: $showBanner)
            content
        }
    }
}

:mount ContentView()
:tap "Count +1"
:tap "Count +1"
:tap "Count +1"
:tap "Report"
:toggle "Show banner"
:toggle "Show banner"
:tap "Report"
// expect: counter appeared
// expect: count: 3
// expect: counter appeared
// expect: count: 0
